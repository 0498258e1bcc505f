import { describe, expect, it } from 'vitest';
import {
  escapeSpreadsheetText,
  prepareCsvUpload,
  readPreparedCsv,
  unescapeSpreadsheetText,
} from './csv-upload.ts';

describe('prepareCsvUpload (spec section 5 CSV rule)', () => {
  it('strips every double quote', () => {
    expect(prepareCsvUpload('"FHC-02","Fan coil, 200 cfm"\n"a""b"')).toBe('FHC-02,Fan coil, 200 cfm\nab');
  });

  it('doubles every backslash', () => {
    expect(prepareCsvUpload('C:\\temp\\x,\\\\')).toBe('C:\\\\temp\\\\x,\\\\\\\\');
  });

  it('leaves text without quotes or backslashes as it is', () => {
    const text = 'Name,Price\r\nFHC-02,1450.00\r\n';
    expect(prepareCsvUpload(text)).toBe(text);
  });
});

describe('readPreparedCsv', () => {
  it('undoes the backslash doubling, so any backslash text survives the round trip', () => {
    const original = 'a\\b,\\\\server\\share,end\\';
    expect(readPreparedCsv(prepareCsvUpload(original))[0]?.cells).toEqual([
      'a\\b',
      '\\\\server\\share',
      'end\\',
    ]);
  });

  it('splits CRLF, CR and LF lines, keeps cells as written and skips blank lines keeping line numbers', () => {
    const lines = readPreparedCsv('\uFEFFName, Price\r\n\r\nFHC-02 ,1450\rFHC-03,1560\n\n');
    expect(lines).toEqual([
      { line: 1, cells: ['Name', ' Price'] },
      { line: 3, cells: ['FHC-02 ', '1450'] },
      { line: 4, cells: ['FHC-03', '1560'] },
    ]);
  });

  it('keeps commas inside parentheses in their cell, so a rule is one cell', () => {
    const [line] = readPreparedCsv(
      prepareCsvUpload('FHC,EHEAT,3,"(PIPE IN (2) AND VOLT IN (2,3,4))",3 kW, 208 V'),
    );
    expect(line?.cells).toEqual(['FHC', 'EHEAT', '3', '(PIPE IN (2) AND VOLT IN (2,3,4))', '3 kW', ' 208 V']);
  });

  it('keeps a comma between two inner groups in the outer one', () => {
    expect(readPreparedCsv('A,(VOLT IN (1), COIL IN (2)),B')[0]?.cells).toEqual([
      'A',
      '(VOLT IN (1), COIL IN (2))',
      'B',
    ]);
  });

  it('drops only a leading byte-order mark, not the same character inside a cell', () => {
    expect(readPreparedCsv('\uFEFFa,b\uFEFFc')[0]?.cells).toEqual(['a', 'b\uFEFFc']);
    expect(readPreparedCsv('a,b\uFEFFc')[0]?.cells).toEqual(['a', 'b\uFEFFc']);
  });

  it('splits again after a stray closing parenthesis', () => {
    expect(readPreparedCsv('a),b,(c,d)')[0]?.cells).toEqual(['a)', 'b', '(c,d)']);
  });

  it('gives no lines for empty text', () => {
    expect(readPreparedCsv('')).toEqual([]);
    expect(readPreparedCsv(' \n\r\n')).toEqual([]);
  });
});

describe('spreadsheet formula escaping', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx'])(
    'escapes %j on export and restores it on upload',
    (text) => {
      const escaped = escapeSpreadsheetText(text);
      expect(escaped).toBe(`'${text}`);
      expect(unescapeSpreadsheetText(escaped)).toBe(text);
    },
  );

  it('leaves other text alone both ways', () => {
    expect(escapeSpreadsheetText('FHC-02')).toBe('FHC-02');
    expect(escapeSpreadsheetText("'quoted")).toBe("'quoted");
    expect(unescapeSpreadsheetText("'quoted")).toBe("'quoted");
    expect(unescapeSpreadsheetText('(VOLT IN (1))')).toBe('(VOLT IN (1))');
    // Only a leading apostrophe is taken off, never another first character.
    expect(unescapeSpreadsheetText('x=1')).toBe('x=1');
    expect(unescapeSpreadsheetText('a-b')).toBe('a-b');
  });
});
