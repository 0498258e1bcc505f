import { expect, test } from '@playwright/test';
import { signIn } from './support/app.ts';

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
