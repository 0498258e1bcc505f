import { describe, expect, it } from 'vitest';
import {
  escapeSpreadsheetText,
  prepareCsvUpload,
  readCsv,
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

describe("readCsv (RFC 4180, an engineer's schedule as a spreadsheet saves it)", () => {
  it('keeps a quoted comma in its cell: "FCU-1, north" is one cell', () => {
    expect(readCsv('Tag,Qty\r\n"FCU-1, north",1\r\n')).toEqual([
      { line: 1, cells: ['Tag', 'Qty'] },
      { line: 2, cells: ['FCU-1, north', '1'] },
    ]);
  });

  it('reads a doubled quote as one quote, and a quoted empty field as empty', () => {
    expect(readCsv('"12"" duct","",x,""""')).toEqual([{ line: 1, cells: ['12" duct', '', 'x', '"'] }]);
  });

  it('keeps line breaks inside quotes in the cell, and counts them as lines of the file', () => {
    expect(readCsv('Tag,Note\n"FCU-1","first\r\nsecond"\n"FCU-2","a\rb\nc"\nFCU-3,x')).toEqual([
      { line: 1, cells: ['Tag', 'Note'] },
      { line: 2, cells: ['FCU-1', 'first\r\nsecond'] },
      { line: 4, cells: ['FCU-2', 'a\rb\nc'] },
      { line: 7, cells: ['FCU-3', 'x'] },
    ]);
  });

  it('ends records at CRLF, CR and LF, skips records without text keeping line numbers, drops a BOM', () => {
    expect(readCsv('\uFEFFTag, Qty\r\n\r\n , ,\nFCU-1 ,2\rFCU-2,3\n\n')).toEqual([
      { line: 1, cells: ['Tag', ' Qty'] },
      { line: 4, cells: ['FCU-1 ', '2'] },
      { line: 5, cells: ['FCU-2', '3'] },
    ]);
    expect(readCsv('a\n\nb\r\rc')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 3, cells: ['b'] },
      { line: 5, cells: ['c'] },
    ]);
    expect(readCsv('')).toEqual([]);
    expect(readCsv('\r\n\n')).toEqual([]);
  });

  it('keeps a last empty cell and a record without a final line break', () => {
    expect(readCsv('a,\nb,c')).toEqual([
      { line: 1, cells: ['a', ''] },
      { line: 2, cells: ['b', 'c'] },
    ]);
    expect(readCsv(',x')).toEqual([{ line: 1, cells: ['', 'x'] }]);
  });

  it('is lenient with hand-written files: space before a quote, quotes mid-field, text after a closing quote, a quote never closed', () => {
    expect(readCsv('a, "b, c",d')).toEqual([{ line: 1, cells: ['a', 'b, c', 'd'] }]);
    expect(readCsv('ESP (in"),5" duct')).toEqual([{ line: 1, cells: ['ESP (in")', '5" duct'] }]);
    expect(readCsv('"FCU"-1,2')).toEqual([{ line: 1, cells: ['FCU-1', '2'] }]);
    expect(readCsv('x,"open, never\nclosed')).toEqual([{ line: 1, cells: ['x', 'open, never\nclosed'] }]);
  });

  it('does not split at commas inside parentheses the way the catalog rule does, nor strip quotes', () => {
    expect(readCsv('(VOLT IN (1,2)),"q"')).toEqual([{ line: 1, cells: ['(VOLT IN (1', '2))', 'q'] }]);
    expect(readCsv('a\\\\b')).toEqual([{ line: 1, cells: ['a\\\\b'] }]);
  });
});
