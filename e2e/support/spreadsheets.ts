import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The first worksheet of a downloaded .xlsx, each row's cells as the text Excel shows ('' when empty). */
export async function downloadedSheetRows(download: Download): Promise<string[][]> {
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))),
  );
  return rows;
}
