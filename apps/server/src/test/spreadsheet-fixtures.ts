import { prepareCsvUpload } from '@airquote/shared/rules/csv-upload';
import ExcelJS from 'exceljs';
import type { App } from '../app.ts';
import { bearer } from './test-app.ts';

/** Spreadsheet round trips for the ExcelUploader tests: .xlsx rows in, CSV text out, as a person would. */
export type SheetRows = Array<Array<string | number | boolean | null>>;

export async function downloadRows(app: App, token: string, type: string): Promise<SheetRows> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/ExcelUploader/Download/${type}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200)
    throw new Error(`download ${type}: ${response.statusCode} ${response.body}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: SheetRows = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      values.map((value) => (value === undefined ? null : (value as string | number | boolean | null))),
    );
  });
  return rows;
}

/** What "Save as CSV" writes: cells with a comma or a quote quoted, quotes doubled; TRUE/FALSE for booleans. */
export function toCsv(rows: SheetRows): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          const text =
            cell === null ? '' : typeof cell === 'boolean' ? (cell ? 'TRUE' : 'FALSE') : String(cell);
          return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n');
}

/** Uploads rows the way the web client does: CSV text, the spec's CSV rule applied, sent as a JSON string. */
export function uploadRows(
  app: App,
  token: string | null,
  type: string,
  rows: SheetRows | string,
  isFromEselect = false,
) {
  const text = typeof rows === 'string' ? rows : toCsv(rows);
  return app.inject({
    method: 'POST',
    url: `/api/ExcelUploader/Upload/${type}/${isFromEselect}`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(prepareCsvUpload(text)),
  });
}
