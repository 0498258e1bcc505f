import { expect, type Page, test } from '@playwright/test';
import { apiAs, closeToasts, signIn } from './support/app.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const toast = (page: Page, text: string) => page.locator('.aq-toast').filter({ hasText: text });

async function chooseOption(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Admin › Pricing: a standard multiplier added, changed and deleted for a customer created by this
 * test (every seeded company has one for every category, and other specs price with Northwind's),
 * the Southeast region (no demo company is in it) renamed and named back, and a distributor of its
 * own created, found, changed and deleted. Nothing seeded is left changed for the specs beside it.
 */
test('the admin keeps standard multipliers, regions and distributors', async ({ page, request }) => {
  const run = `${Date.now() % 1_000_000}`;
  const companyName = `Pricing Check Mechanical ${run}`;
  const admin = await apiAs(request, 'admin@airquote.test');
  await admin('PUT', '/Company/upsert', {
    CompanyId: 0,
    Name: companyName,
    Kind: 'Customer',
    DefaultBrandId: 1,
  });
  await signIn(page, 'admin@airquote.test');

  // 1. Standard multipliers: the seeded rows, then the new customer's (none yet).
  await menu(page).getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/topmenu\/admin\/pricing$/);
  await expect(page.getByRole('tab', { name: 'Standard multipliers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const multipliers = page.getByRole('table', { name: 'Standard multipliers' });
  await expect(multipliers.getByRole('row').filter({ hasText: 'Northwind Reps' }).first()).toContainText(
    /\d\.\d{4}/,
  );
  await page.screenshot({ path: '/tmp/admin-pricing-multipliers.png' });
  await page.getByRole('combobox', { name: 'Company' }).fill(companyName);
  await page.getByRole('option', { name: companyName }).click();
  await expect(multipliers).toContainText('No standard multiplier matches these filters.');

  await page.getByRole('button', { name: 'Add multiplier' }).click();
  let dialog = page.getByRole('dialog', { name: 'New standard multiplier' });
  await expect(dialog.getByRole('combobox', { name: 'Company' })).toHaveValue(companyName);
  await chooseOption(page, dialog, 'Product type', 'Fan Coil');
  await chooseOption(page, dialog, 'Category', 'Console');
  await expect(dialog.getByRole('combobox', { name: 'Transaction type' })).toHaveValue('Buy/Resale');
  // Checked by the shared rule before anything is sent.
  await dialog.getByRole('textbox', { name: 'Multiplier' }).fill('1.6');
  await dialog.getByRole('button', { name: 'Add multiplier' }).click();
  await expect(dialog.getByText(/Multiplier must be a decimal above 0 and at most 1\.5/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Multiplier' }).fill('0.5235');
  await page.screenshot({ path: '/tmp/admin-pricing-multiplier-form.png', animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Add multiplier' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    toast(page, `Standard multiplier 0.5235 added for ${companyName}, Console (Buy/Resale).`),
  ).toBeVisible();
  const row = multipliers.getByRole('row').filter({ hasText: 'Console' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('0.5235');
  await closeToasts(page);

  // The same company, category and transaction type again: the server refuses it, under Category.
  await page.getByRole('button', { name: 'Add multiplier' }).click();
  dialog = page.getByRole('dialog', { name: 'New standard multiplier' });
  await chooseOption(page, dialog, 'Product type', 'Fan Coil');
  await chooseOption(page, dialog, 'Category', 'Console');
  await dialog.getByRole('textbox', { name: 'Multiplier' }).fill('0.6');
  await dialog.getByRole('button', { name: 'Add multiplier' }).click();
  await expect(dialog.getByText(/already has a standard multiplier for this category/)).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-pricing-multiplier-duplicate.png', animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: /^Edit the multiplier of/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit standard multiplier' });
  await expect(edit).toContainText(companyName);
  await page.screenshot({ path: '/tmp/admin-pricing-multiplier-edit.png', animations: 'disabled' });
  await edit.getByRole('textbox', { name: 'Multiplier' }).fill('0.61');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('0.6100');
  await closeToasts(page);

  await row.getByRole('button', { name: /^Delete the multiplier of/ }).click();
  const confirmation = page.getByRole('dialog', { name: 'Delete standard multiplier' });
  await expect(confirmation).toContainText('0.6100');
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(multipliers).toContainText('No standard multiplier matches these filters.');
  await closeToasts(page);

  // 2. Regions: Southeast renamed, then named back.
  await page.getByRole('tab', { name: 'Regions' }).click();
  const regions = page.getByRole('table', { name: 'Regions' });
  await expect(regions.getByRole('row').filter({ hasText: 'Northeast' })).toContainText('Northwind Reps');
  await page.screenshot({ path: '/tmp/admin-pricing-regions.png' });
  const renamed = `Southeast ${run}`;
  await page.getByRole('button', { name: 'Edit region Southeast' }).click();
  const regionDialog = page.getByRole('dialog', { name: 'Edit region Southeast' });
  await regionDialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await page.screenshot({ path: '/tmp/admin-pricing-region-form.png', animations: 'disabled' });
  await regionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(regionDialog).toBeHidden();
  await expect(toast(page, `Region ${renamed} was saved.`)).toBeVisible();
  await page.getByRole('button', { name: `Edit region ${renamed}` }).click();
  const back = page.getByRole('dialog', { name: `Edit region ${renamed}` });
  await back.getByRole('textbox', { name: 'Name' }).fill('Southeast');
  await back.getByRole('button', { name: 'Save' }).click();
  await expect(back).toBeHidden();
  await expect(toast(page, 'Region Southeast was saved.')).toBeVisible();
  await expect(regions.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await closeToasts(page);

  // 3. Distributors: one of this run's own, found by its name, changed and deleted.
  await page.getByRole('tab', { name: 'Distributors' }).click();
  await expect(page).toHaveURL(/section=distributors/);
  const distributors = page.getByRole('table', { name: 'Distributors' });
  await expect(distributors).toContainText('Great Lakes Hydronics');
  await page.screenshot({ path: '/tmp/admin-pricing-distributors.png' });
  const distributorName = `Lakeshore Supply ${run}`;
  await page.getByRole('button', { name: 'New distributor' }).click();
  const create = page.getByRole('dialog', { name: 'New distributor' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(distributorName);
  await chooseOption(page, create, 'Region', 'Midwest');
  await create.getByRole('textbox', { name: 'Contact name' }).fill('Jo Berg');
  await create.getByRole('textbox', { name: 'Contact email' }).fill('jo@lakeshore-supply.test');
  await create.getByRole('textbox', { name: 'Phone' }).fill('608-555-0150');
  await create.getByRole('textbox', { name: 'City' }).fill('Madison');
  await create.getByRole('textbox', { name: 'State/province code' }).fill('wi');
  await page.screenshot({ path: '/tmp/admin-pricing-distributor-form.png', animations: 'disabled' });
  await create.getByRole('button', { name: 'Create distributor' }).click();
  await expect(create).toBeHidden();
  await expect(toast(page, `${distributorName} was created.`)).toBeVisible();
  await closeToasts(page);

  await page.getByRole('textbox', { name: 'Search distributors' }).fill(distributorName);
  const found = distributors.getByRole('row').filter({ hasText: distributorName });
  await expect(distributors.getByRole('row')).toHaveCount(2);
  await expect(found).toContainText('Madison, WI');
  await expect(found).toContainText('Midwest');
  await found.getByRole('button', { name: `Edit ${distributorName}` }).click();
  const change = page.getByRole('dialog', { name: `Edit ${distributorName}` });
  await change.getByRole('textbox', { name: 'City' }).fill('Milwaukee');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(found).toContainText('Milwaukee, WI');
  await page.screenshot({ path: '/tmp/admin-pricing-distributor-found.png' });
  await closeToasts(page);

  await found.getByRole('button', { name: `Delete ${distributorName}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete distributor' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, `${distributorName} was deleted.`)).toBeVisible();
  await expect(distributors).toContainText('No distributor matches the search.');
});
