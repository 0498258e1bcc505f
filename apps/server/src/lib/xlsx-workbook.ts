import { inflateRawSync } from 'node:zlib';
import { escapeSpreadsheetText } from '@airquote/shared/rules/csv-upload';
import { readFirstSheet } from './xlsx-sheet-reader.ts';
import { zipEntries, zipEntryBytes } from './zip-archive.ts';

/**
 * .xlsx writing and reading shared by the spreadsheet features (catalog sheets, ADR 0010; schedule
 * line items). exceljs writes, loaded on first use: it is large and few requests need it; uploads are
 * read by xlsx-sheet-reader.ts (ADR 0042).
 */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What an uploaded workbook may unpack to: a 5,000-line schedule export with every column filled
 * unpacks to 5.1 MB, so 20 MB holds about 19,000 lines. The reader holds the sheet's XML and its
 * rows as text while it reads (issue #16 item 4).
 */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

/**
 * The sum of the uncompressed sizes in a zip archive's central directory; null when the directory
 * cannot be read or uses ZIP64 (sizes beyond 4 GB), which no honest spreadsheet needs.
 */
export function zipUncompressedBytes(data: Buffer): number | null {
  const entries = zipEntries(data);
  if (!entries || entries.some((entry) => entry.uncompressedSize === 0xffffffff)) return null;
  return entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
}

/**
 * Whether the archive's entries really unpack to at most `limit` bytes together: the sizes of the
 * central directory are the sender's word, so each entry is inflated with the remaining allowance as
 * zlib's output cap (a bomb costs at most `limit` to refuse). False also for an archive that cannot
 * be walked or uses a method other than stored or deflate.
 */
export function zipUnpacksWithin(data: Buffer, limit: number): boolean {
  const entries = zipEntries(data);
  if (!entries) return false;
  let remaining = limit;
  for (const entry of entries) {
    const compressed = zipEntryBytes(data, entry);
    if (!compressed) return false;
    if (entry.method === 0) remaining -= compressed.length;
    else if (entry.method === 8) {
      try {
        remaining -= inflateRawSync(compressed, { maxOutputLength: Math.max(1, remaining) }).length;
      } catch {
        return false;
      }
    } else return false;
    if (remaining < 0) return false;
  }
  return true;
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

export type XlsxSheet = { rows: XlsxTextRow[]; rowCount: number; tooManyRows: boolean };

export class NotASpreadsheetError extends Error {}

/** A zip that unpacks beyond MAX_UNPACKED_BYTES: a decompression bomb or far more than a schedule. */
export class SpreadsheetUnpacksTooLargeError extends NotASpreadsheetError {}

/**
 * The checks that need no unpacking, cheap enough for the request thread: every .xlsx is a zip
 * archive, and one whose directory announces more than MAX_UNPACKED_BYTES is refused at once.
 */
export function checkXlsxEnvelope(data: Buffer): void {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw new NotASpreadsheetError();
  const unpacked = zipUncompressedBytes(data);
  if (unpacked === null) throw new NotASpreadsheetError();
  if (unpacked > MAX_UNPACKED_BYTES) throw new SpreadsheetUnpacksTooLargeError();
}

/**
 * The first worksheet of an .xlsx as text rows (empty rows left out, row numbers kept; a formula
 * counts as its last computed value, never evaluated). Throws NotASpreadsheetError for anything that
 * is not an .xlsx workbook, and stops keeping rows after `maxRows` data rows (returning
 * `tooManyRows`) so a huge sheet costs no more than its check. Read from the zip's XML directly
 * (xlsx-sheet-reader.ts, ADR 0042), not through exceljs.
 */
export async function readXlsx(data: Buffer, maxRows: number): Promise<XlsxSheet> {
  checkXlsxEnvelope(data);
  // The zip directory's sizes are the sender's word: what the archive really unpacks to is measured
  // first, within the limit.
  if (!zipUnpacksWithin(data, MAX_UNPACKED_BYTES)) throw new SpreadsheetUnpacksTooLargeError();
  const sheet = readFirstSheet(data, maxRows, MAX_UNPACKED_BYTES);
  if (!sheet) throw new NotASpreadsheetError();
  return sheet;
}

/** readXlsx as plain data, for the file worker (an error's class does not cross threads). */
export type XlsxReadOutcome =
  | { kind: 'sheet'; sheet: XlsxSheet }
  | { kind: 'notSpreadsheet' }
  | { kind: 'unpacksTooLarge' };

export async function readXlsxOutcome(data: Buffer, maxRows: number): Promise<XlsxReadOutcome> {
  try {
    return { kind: 'sheet', sheet: await readXlsx(data, maxRows) };
  } catch (error) {
    if (error instanceof SpreadsheetUnpacksTooLargeError) return { kind: 'unpacksTooLarge' };
    if (error instanceof NotASpreadsheetError) return { kind: 'notSpreadsheet' };
    throw error;
  }
}
