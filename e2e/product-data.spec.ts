import { expect, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { downloadedSheetRows } from './support/spreadsheets.ts';

const csv = (text: string) => ({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('an administrator downloads a catalog sheet and sees why an uploaded CSV is refused', async ({
  page,
}) => {
  await signIn(page, 'admin@airquote.test');
  await page.goto('/topmenu/admin');
  await page.getByRole('tab', { name: 'Product data' }).click();
  await expect(page).toHaveURL(/\/topmenu\/admin\/product-data$/);
  const prices = page.getByRole('region', { name: 'Product prices' });

  const downloadStarted = page.waitForEvent('download');
  await prices.getByRole('button', { name: 'Download Product prices .xlsx' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('ProductPrices.xlsx');
  const bytes = await (await download.createReadStream()).toArray();
  // An .xlsx is a zip archive: it starts with "PK".
  expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe('PK');

  // One unknown model and one bad amount: nothing is written, and each row says why.
  await prices
    .locator('input[type="file"]')
    .setInputFiles(csv('"ModelName","BaseListPrice"\r\nNOPE-99,100\r\nFHC-03,abc\r\n'));
  await prices.getByRole('button', { name: 'Upload Product prices CSV' }).click();
  await expect(prices.getByText('2 row(s) of the file have errors; nothing was changed.')).toBeVisible();
  const rejected = prices.getByRole('table', { name: 'Product prices rejected rows' });
  await expect(rejected.getByRole('row')).toHaveText([
    'RowMessage',
    '2Model NOPE-99 does not exist.',
    '3BaseListPrice: must be an amount like 1450.00',
  ]);

  // From eSelect the unknown model is skipped with a warning instead; nothing else is in the file.
  await prices.locator('input[type="file"]').setInputFiles(csv('ModelName,BaseListPrice\r\nNOPE-99,100\r\n'));
  await prices.getByRole('checkbox', { name: /eSelect file/ }).check();
  await prices.getByRole('button', { name: 'Upload Product prices CSV' }).click();
  await expect(prices.getByText('0 row(s) inserted, 0 row(s) updated.')).toBeVisible();
  await expect(prices.getByText('Row 2 skipped: Model NOPE-99 does not exist.')).toBeVisible();
});

test('an administrator edits a heat pump rating through its sheet; a curve off its rating point is refused', async ({
  page,
}) => {
  await signIn(page, 'admin@airquote.test');
  await page.goto('/topmenu/admin/product-data');
  const ratings = page.getByRole('region', { name: 'Heat pump ratings' });
  const downloadStarted = page.waitForEvent('download');
  await ratings.getByRole('button', { name: 'Download Heat pump ratings .xlsx' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('HeatPumpRatings.xlsx');
  const rows = await downloadedSheetRows(download);
  const header = rows[0] ?? [];
  const rating = rows.find((row) => row[0] === 'WSV-060') ?? [];
  const eer = Number(rating[header.indexOf('RatedEer')]);
  expect(eer).toBeGreaterThan(10);

  // Saved as CSV after a new EER: one rating changes.
  const edited = [...rating];
  edited[header.indexOf('RatedEer')] = (eer + 0.2).toFixed(1);
  await ratings
    .locator('input[type="file"]')
    .setInputFiles(csv(`${header.join(',')}\r\n${edited.join(',')}\r\n`));
  await ratings.getByRole('button', { name: 'Upload Heat pump ratings CSV' }).click();
  await expect(ratings.getByText('0 row(s) inserted, 1 row(s) updated.')).toBeVisible();

  // A capacity curve that no longer gives the rated capacity at 86 °F is not a catalog to select on.
  edited[header.indexOf('CoolingCapacityEwtA')] = '0.9';
  await ratings
    .locator('input[type="file"]')
    .setInputFiles(csv(`${header.join(',')}\r\n${edited.join(',')}\r\n`));
  await ratings.getByRole('button', { name: 'Upload Heat pump ratings CSV' }).click();
  await expect(ratings.getByText('1 row(s) of the file have errors; nothing was changed.')).toBeVisible();
  await expect(
    ratings.getByRole('table', { name: 'Heat pump ratings rejected rows' }).getByRole('row').nth(1),
  ).toHaveText(
    '2CoolingCapacityEwt: the curve gives 0.9 at the rating point (x = 0); it must give 1 within 2 %; CoolingCapacity: the four CoolingCapacity curves together give 0.9 at the rating point; they must give 1 within 2 %',
  );
});
