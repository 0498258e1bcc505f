import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support/app.ts';
import { createProjectWithSchedule } from './support/journeys.ts';
import { downloadedSheetRows } from './support/spreadsheets.ts';

/** An engineer's fan coil schedule: 12 tags, airflow in l/s, one heading the import cannot guess. */
async function engineerSchedule(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('FCU');
  sheet.addRow([
    'Unit Tag',
    'QTY',
    'Airflow (L/s)',
    'ESP (in. w.g.)',
    'Total MBH',
    'Sensible MBH',
    'Entering DB',
    'Voltage',
  ]);
  for (let index = 1; index <= 12; index += 1) {
    const cooling = [8, 10, 12][index % 3] as number;
    sheet.addRow([
      `FC-${index}`,
      1,
      Math.round((cooling * 30) / 2.119),
      0.1,
      cooling,
      Math.round(cooling * 7) / 10,
      80,
      '115/1/60',
    ]);
  }
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

test.describe("engineer's schedule import", () => {
  test('upload a schedule, fix a mapping, preview, select every tag with progress, accept, see the units, export', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'rep@northwind.test');
    const { scheduleName } = await createProjectWithSchedule(page, {
      project: 'E2E Engineer',
      schedule: 'Level 2',
    });

    await page.getByRole('button', { name: "Import engineer's schedule" }).click();
    const dialog = page.getByRole('dialog', { name: "Engineer's schedule" });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    await (await chooser).setFiles({
      name: 'fcu-schedule.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await engineerSchedule(),
    });
    await expect(dialog.getByText('fcu-schedule.xlsx: 12 rows.')).toBeVisible();
    // Recognised with its units; "Entering DB" is mapped by hand.
    await expect(dialog.getByLabel('Column for Airflow')).toHaveValue('Airflow (L/s)');
    await expect(dialog.getByLabel('Units of Airflow')).toHaveValue('SI');
    await dialog.getByLabel('Column for Entering air dry bulb').selectOption('Entering DB');
    await dialog.getByRole('button', { name: 'Preview rows' }).click();
    await expect(dialog.getByText('12 row(s) ready, 0 problem(s). New tags 12')).toBeVisible();
    await page.screenshot({ path: '/tmp/engineer-schedule-preview.png', fullPage: true });

    await dialog.getByLabel('Product model class').selectOption({ label: 'FHC' });
    await dialog.getByRole('button', { name: 'Select every tag' }).click();
    const progress = dialog.getByRole('progressbar', { name: 'Selection progress' });
    await expect(dialog.getByText('12 of 12 tags · Done')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(progress).toBeVisible();
    const results = dialog.getByRole('table', { name: 'Selection results' });
    await expect(results.getByRole('row').filter({ hasText: 'FC-1' }).first()).toContainText('FHC-');
    await page.setViewportSize({ width: 1440, height: 900 });
    await results.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/engineer-schedule-results.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await results.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/engineer-schedule-results-phone.png' });
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: /Accept all/ }).click();
    await expect(dialog.getByText(/12 line item\(s\) added, 0 updated/)).toBeVisible();
    // Each accepted tag opens its line item's configuration.
    await expect(results.getByRole('link', { name: 'FC-1', exact: true })).toHaveAttribute(
      'href',
      /item-configuration\/\d+$/,
    );

    const downloadStarted = page.waitForEvent('download');
    await dialog.getByRole('button', { name: "Export .xlsx in the engineer's layout" }).click();
    const download = await downloadStarted;
    const headers = (await downloadedSheetRows(download))[0] ?? [];
    expect(headers.slice(0, 3)).toEqual(['Unit Tag', 'QTY', 'Airflow (L/s)']);
    expect(headers).toContain('Model');

    await page.keyboard.press('Escape');
    const grid = page.getByRole('table', { name: `Line items of ${scheduleName}` });
    await expect(grid.getByRole('row').filter({ hasText: 'FC-12' })).toContainText('FHC-');
  });
});
