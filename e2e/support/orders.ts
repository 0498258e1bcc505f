import { expect, type Locator, type Page } from '@playwright/test';
import { closeToasts } from './app.ts';

/** Issue 15 item 6: fills both addresses of the order request form (over what the quote prefilled). */
export async function fillOrderAddresses(form: Locator): Promise<void> {
  const addresses = [
    ['Ship To', 'Riverside Medical Center', '100 River Road', 'Springfield', '62701'],
    ['Bill To', 'Northwind Mechanical', '1 Market Street', 'Chicago', '60601'],
  ] as const;
  for (const [legend, name, street, city, postal] of addresses) {
    const group = form.getByRole('group', { name: legend });
    await group.getByRole('textbox', { name: 'Name' }).fill(name);
    await group.getByRole('textbox', { name: 'Street address', exact: true }).fill(street);
    await group.getByRole('textbox', { name: 'City' }).fill(city);
    await group.getByRole('combobox', { name: 'Country' }).selectOption('US');
    await group.getByRole('combobox', { name: 'State / province' }).selectOption('IL');
    await group.getByRole('textbox', { name: 'Postal code' }).fill(postal);
  }
}

/**
 * Order processing records the order's data on the order page: the ERP number, each line's requested
 * ship date (the earliest the lead time allows, given as `lineDate`) and, when given, shipping data.
 */
export async function recordOrderData(
  page: Page,
  data: { erp: string; lineDate: string; carrier?: string; tracking?: string; shipDate?: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'ERP order number' }).fill(data.erp);
  const lineDates = page
    .getByRole('table', { name: 'Requested ship dates per line' })
    .getByLabel(/^Requested ship date of /);
  for (const input of await lineDates.all()) await input.fill(data.lineDate);
  if (data.carrier) await page.getByRole('textbox', { name: 'Carrier' }).fill(data.carrier);
  if (data.tracking) await page.getByRole('textbox', { name: 'Tracking number' }).fill(data.tracking);
  if (data.shipDate) await page.getByLabel('Actual ship date').fill(data.shipDate);
  await page.getByRole('button', { name: 'Save order data' }).click();
  await expect(page.getByText(/Order data of SO-.* saved\./)).toBeVisible();
  // The toast sits over the order's action buttons (top right, as the spec places it), and a pointer resting
  // on it keeps it open: a click on "Mark entered" under it waited out the test on a slow machine.
  await closeToasts(page);
}

/** The earliest requested ship date the order page states (YYYY-MM-DD from its min attribute). */
export async function earliestLineDate(page: Page): Promise<string> {
  const first = page
    .getByRole('table', { name: 'Requested ship dates per line' })
    .getByLabel(/^Requested ship date of /)
    .first();
  const min = await first.getAttribute('min');
  if (!min) throw new Error('no earliest ship date on the order page');
  return min;
}
