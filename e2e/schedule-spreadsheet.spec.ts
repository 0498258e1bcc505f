import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support/app.ts';
import { createProjectWithSchedule } from './support/journeys.ts';

test.describe('schedule line items by spreadsheet', () => {
  test('download a schedule as .xlsx, upload a sheet with a new row, see the report and the new line item', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'rep@northwind.test');
    const { scheduleName } = await createProjectWithSchedule(page, {
      project: 'E2E Sheet',
      schedule: 'Roof',
    });

    // Download: the sheet's header row names the editable columns first.
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .xlsx' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe(`${scheduleName} line items.xlsx`);
    const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
    const downloaded = new ExcelJS.Workbook();
    await downloaded.xlsx.load(bytes as unknown as ArrayBuffer);
    const headers = ((downloaded.worksheets[0]?.getRow(1).values as unknown[]) ?? []).slice(1).map(String);
    expect(headers.slice(0, 6)).toEqual(['LineItemId', 'RowVersion', 'Tag', 'Quantity', 'Model', 'Active']);
    expect(headers).toContain('List Price (read-only)');

    // A sheet made here with one new row: no LineItemId, a tag, a quantity and a model.
    const edited = new ExcelJS.Workbook();
    const sheet = edited.addWorksheet('Line items');
    sheet.addRow(headers);
    sheet.addRow([null, null, 'ROOF-1', 4, 'FHC-06', true]);
    const upload = Buffer.from((await edited.xlsx.writeBuffer()) as ArrayBuffer);

    const chooserOpened = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload .xlsx' }).click();
    await (await chooserOpened).setFiles({
      name: 'roof.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: upload,
    });
    const report = page.getByRole('dialog', { name: 'Spreadsheet upload' });
    await expect(report.getByText('Line items saved')).toBeVisible();
    const counts = report.getByRole('table', { name: 'Upload counts' });
    await expect(counts.getByRole('row')).toHaveText(['Added1', 'Updated0', 'Unchanged0']);
    await page.screenshot({ path: '/tmp/schedule-spreadsheet-report.png' });
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(report).toBeHidden();

    const grid = page.getByRole('table', { name: `Line items of ${scheduleName}` });
    const row = grid.getByRole('row').filter({ hasText: 'ROOF-1' });
    await expect(row).toContainText('FHC-06');
    await expect(row).toContainText('4');

    // A bad row is refused with its row number and reason, and nothing changes.
    const bad = new ExcelJS.Workbook();
    const badSheet = bad.addWorksheet('Line items');
    badSheet.addRow(headers);
    badSheet.addRow([null, null, 'ROOF-1', 2, 'FHC-06', true]);
    badSheet.addRow([null, null, null, 0, 'NOPE-1', true]);
    const refusedChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload .xlsx' }).click();
    await (await refusedChooser).setFiles({
      name: 'roof-bad.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from((await bad.xlsx.writeBuffer()) as ArrayBuffer),
    });
    await expect(report.getByText('Nothing was changed', { exact: true })).toBeVisible();
    await expect(report.getByRole('table', { name: 'Rejected rows' }).getByRole('row')).toHaveText([
      'RowWhy it was rejected',
      '2Tag "ROOF-1" is already used in this schedule. Choose another tag.',
      // Every problem of a row, not only the first (issue #15 item 9).
      '3Quantity must be at least 1; Model "NOPE-1" is not in the catalog.',
    ]);
    await page.screenshot({ path: '/tmp/schedule-spreadsheet-rejected.png' });
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(report).toBeHidden();
    await expect(grid.getByRole('row').filter({ hasText: 'FHC-06' })).toHaveCount(1);
    await page.screenshot({ path: '/tmp/schedule-spreadsheet-grid.png', fullPage: true });
  });
});
