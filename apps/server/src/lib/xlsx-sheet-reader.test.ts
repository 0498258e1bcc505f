import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from './xlsx-sheet-reader.ts';

const LIMIT = 20 * 1024 * 1024;

/** What exceljs read from the first sheet, as the upload reader used to give it (the reference). */
async function exceljsText(data: Buffer): Promise<Array<{ row: number; cells: string[] }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const text = (value: ExcelJS.CellValue): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    if (value instanceof Date) return value.toISOString();
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      return result === undefined ? '' : text(result);
    }
    if ('hyperlink' in value) return String(value.text ?? '');
    if ('error' in value) return String(value.error);
    return '';
  };
  const rows: Array<{ row: number; cells: string[] }> = [];
  workbook.worksheets[0]?.eachRow((row, rowNumber) => {
    const cells = Array.from((row.values as ExcelJS.CellValue[]).slice(1), (value) => text(value));
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** Trailing empty cells do not change what a row says. */
const trimmed = (rows: Array<{ row: number; cells: string[] }>) =>
  rows.map(({ row, cells }) => {
    const last = cells.findLastIndex((cell) => cell !== '');
    return { row, cells: cells.slice(0, last + 1) };
  });

/** A stored (uncompressed) or deflated zip of the given parts, as a spreadsheet program writes it. */
function zip(parts: Record<string, string>, deflate = true): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const raw = Buffer.from(text, 'utf8');
    const body = deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('reading the first sheet of an .xlsx without exceljs', () => {
  it('reads every kind of cell exceljs wrote as exceljs reads it back', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Schedule');
    workbook.addWorksheet('Notes').addRow(['not the first sheet']);
    sheet.addRow(['Tag', 'Qty', 'CFM', 'Note', 'Active', 'Due', 'Total', 'Link', 'Error']);
    sheet.addRow([
      'FCU-1, north',
      2,
      450.5,
      { richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }] },
      true,
      new Date(Date.UTC(2026, 10, 27, 12, 30)),
      { formula: 'B2*C2', result: 901 },
      { text: 'the catalog', hyperlink: 'https://example.com' },
      { error: '#N/A' },
    ]);
    sheet.addRow([]);
    sheet.addRow([
      'FCU-2 <&> "quoted"',
      0.1,
      -3e-7,
      '',
      false,
      null,
      { formula: 'A4', result: 'text result' },
    ]);
    sheet.getCell('K6').value = 'far right, two rows down';
    sheet.getCell('C6').numFmt = '0.00';
    sheet.getCell('C6').value = 12;
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = readFirstSheet(data, 100, LIMIT);
    expect(read).not.toBeNull();
    expect(trimmed(read?.rows ?? [])).toEqual(trimmed(await exceljsText(data)));
    expect(read?.rows[1]?.cells).toEqual([
      'FCU-1, north',
      '2',
      '450.5',
      'rich text',
      'TRUE',
      '2026-11-27T12:30:00.000Z',
      '901',
      'the catalog',
      '#N/A',
    ]);
    expect(read?.rows.map((row) => row.row)).toEqual([1, 2, 4, 6]);
    expect(read?.rows[3]?.cells[10]).toBe('far right, two rows down');
    expect(read).toMatchObject({ rowCount: 4, tooManyRows: false });
  });

  it('counts the rows past the limit without keeping them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Big');
    sheet.addRow(['Tag']);
    for (let index = 1; index <= 30; index++) sheet.addRow([`FCU-${index}`]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(readFirstSheet(data, 30, LIMIT)).toMatchObject({ rowCount: 31, tooManyRows: false });
    expect(readFirstSheet(data, 29, LIMIT)).toEqual({ rows: [], rowCount: 31, tooManyRows: true });
  });

  it('reads inline strings, namespace prefixes, the tab order and a 1904 date system', () => {
    const data = zip(
      {
        '[Content_Types].xml': '<Types/>',
        'xl/workbook.xml':
          '<x:workbook xmlns:x="main" xmlns:r="rel"><x:workbookPr date1904="1"/><x:sheets>' +
          '<x:sheet name="Second tab" sheetId="1" r:id="rId2"/><x:sheet name="First" sheetId="2" r:id="rId1"/>' +
          '</x:sheets></x:workbook>',
        'xl/_rels/workbook.xml.rels':
          '<Relationships><Relationship Id="rId1" Type="http://x/worksheet" Target="worksheets/one.xml"/>' +
          '<Relationship Id="rId2" Type="http://x/worksheet" Target="/xl/worksheets/two.xml"/>' +
          '<Relationship Id="rId3" Type="http://x/styles" Target="styles.xml"/></Relationships>',
        'xl/styles.xml':
          '<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="&quot;on&quot; yyyy-mm-dd"/></numFmts>' +
          '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="2"/></cellXfs></styleSheet>',
        'xl/worksheets/one.xml':
          '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong</t></is></c></row></sheetData></worksheet>',
        'xl/worksheets/two.xml':
          '<x:worksheet><x:sheetData>' +
          '<x:row r="3"><x:c r="B3" t="inlineStr"><x:is><x:r><x:t xml:space="preserve">FCU-1, </x:t></x:r><x:r><x:t>north &amp; &#233;ast</x:t></x:r></x:is></x:c>' +
          '<x:c r="C3" s="1"><x:v>0</x:v></x:c><x:c r="D3" s="2"><x:v>45.50</x:v></x:c><x:c r="E3" t="b"><x:v>0</x:v></x:c><x:c r="F3"><x:f>1/0</x:f></x:c></x:row>' +
          '<x:row r="4"><x:c r="A4" t="inlineStr"><x:is><x:t>   </x:t></x:is></x:c></x:row>' +
          '</x:sheetData></x:worksheet>',
      },
      false,
    );
    expect(readFirstSheet(data, 10, LIMIT)).toEqual({
      rows: [{ row: 3, cells: ['', 'FCU-1, north & éast', '1904-01-01T00:00:00.000Z', '45.5', 'FALSE'] }],
      rowCount: 2,
      tooManyRows: false,
    });
  });

  it('answers null for an archive that is not a workbook', () => {
    expect(readFirstSheet(zip({ 'word/document.xml': '<document/>' }), 10, LIMIT)).toBeNull();
    expect(readFirstSheet(Buffer.from('not a zip at all, just text'), 10, LIMIT)).toBeNull();
  });

  it('refuses a part that inflates beyond its allowance', () => {
    const big = `<worksheet><sheetData>${'<row/>'.repeat(10_000)}</sheetData></worksheet>`;
    const data = zip({
      'xl/workbook.xml': '<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/worksheets/sheet1.xml': big,
    });
    expect(readFirstSheet(data, 10, 1000)).toBeNull();
    expect(readFirstSheet(data, 10, LIMIT)).toEqual({ rows: [], rowCount: 0, tooManyRows: false });
  });
});
