import { escapeSpreadsheetText } from '@airquote/shared/rules/csv-upload';
import type ExcelJS from 'exceljs';

/**
 * .xlsx writing and reading shared by the spreadsheet features (catalog sheets, ADR 0010; schedule
 * line items). exceljs is loaded on first use: it is large and few requests need it.
 */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an uploaded workbook may unpack to (a 5,000-line schedule sheet unpacks to ~10 MB). */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/**
 * The sum of the uncompressed sizes in a zip archive's central directory; null when the directory
 * cannot be read or uses ZIP64 (sizes beyond 4 GB), which no honest spreadsheet needs.
 */
export function zipUncompressedBytes(data: Buffer): number | null {
  const endSignature = 0x06054b50;
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65_535); at -= 1) {
    if (data.readUInt32LE(at) === endSignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    const size = data.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

/** A cell of a written sheet: numbers and booleans keep their type, so Excel shows them as such. */
export type XlsxCellValue = string | number | boolean | null;

export type XlsxColumn = {
  header: string;
  width: number;
  /** Excel number format of numeric cells (no thousands separator: uploads may split at commas). */
  numberFormat?: string;
  /** Shown greyed, with `note` as the header's comment, so a reader sees the upload ignores it. */
  readOnly?: boolean;
  note?: string;
};

const loadExcelJs = async () => (await import('exceljs')).default;

/**
 * One worksheet: bold frozen header row, then the rows. Text that a spreadsheet would run as a
 * formula (= + - @, tab, CR) gets a leading apostrophe (escapeSpreadsheetText, OWASP CSV injection).
 */
export async function writeXlsx(
  sheetName: string,
  columns: readonly XlsxColumn[],
  rows: Iterable<readonly XlsxCellValue[]>,
): Promise<Buffer> {
  const ExcelJs = await loadExcelJs();
  const workbook = new ExcelJs.Workbook();
  workbook.creator = 'AirQuote';
  const worksheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.header,
    width: column.width,
    ...(column.numberFormat ? { style: { numFmt: column.numberFormat } } : {}),
  }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    if (column.readOnly) {
      cell.font = { bold: true, italic: true, color: { argb: 'FF595959' } };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7E6E6' } };
    }
    if (column.note) cell.note = column.note;
  });
  for (const row of rows) {
    // Only cells with a value are made: an empty cell of a column with a number format would still
    // be written with its style, which doubles the time of a sheet with many empty columns.
    const added = worksheet.addRow([]);
    row.forEach((cell, index) => {
      if (cell !== null)
        added.getCell(index + 1).value = typeof cell === 'string' ? escapeSpreadsheetText(cell) : cell;
    });
  }
  // The fastest deflate level: about a third less time than the default for a 5,000-row sheet, for a
  // file a third larger (still well under a megabyte).
  const buffer = await workbook.xlsx.writeBuffer({ zip: { compressionOptions: { level: 1 } } });
  return Buffer.from(buffer as ArrayBuffer);
}

/** A row of an uploaded sheet: its number as Excel shows it and its cells as text (index 0 = column A). */
export type XlsxTextRow = { row: number; cells: string[] };

export class NotASpreadsheetError extends Error {}

/** The text a person sees in a cell; a formula counts as its last computed value (never evaluated). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined ? '' : cellText(result);
  }
  if ('hyperlink' in value) return String(value.text ?? '');
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * The first worksheet of an .xlsx as text rows (empty rows left out, row numbers kept). Throws
 * NotASpreadsheetError for anything that is not an .xlsx workbook, and stops reading at `maxRows`
 * data rows (returning `tooManyRows`) so a huge sheet costs no more than its check.
 */
export async function readXlsx(
  data: Buffer,
  maxRows: number,
): Promise<{ rows: XlsxTextRow[]; rowCount: number; tooManyRows: boolean }> {
  // Every .xlsx is a zip archive: a file that does not start like one is refused before parsing.
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw new NotASpreadsheetError();
  // exceljs inflates every entry into memory: a small file that unpacks to gigabytes is refused first.
  const unpacked = zipUncompressedBytes(data);
  if (unpacked === null || unpacked > MAX_UNPACKED_BYTES) throw new NotASpreadsheetError();
  const ExcelJs = await loadExcelJs();
  const workbook = new ExcelJs.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new NotASpreadsheetError();
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw new NotASpreadsheetError();
  const rowCount = worksheet.actualRowCount;
  if (rowCount - 1 > maxRows) return { rows: [], rowCount, tooManyRows: true };
  const rows: XlsxTextRow[] = [];
  worksheet.eachRow((row, rowNumber) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    const cells = Array.from(values, (value) => cellText(value));
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: rowNumber, cells });
  });
  return { rows, rowCount, tooManyRows: false };
}
