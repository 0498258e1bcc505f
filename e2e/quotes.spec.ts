import { expect, type Page, test } from '@playwright/test';
import { closeToasts, signIn } from './support/app.ts';

const status = (page: Page) => page.getByTestId('quote-status');

/** Clicks a status action and accepts its confirmation. */
async function changeStatus(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${action}?` });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('quotes', () => {
  test('create a quote, add a net add, hold and resume it, revise it and see the old one superseded', async ({
    page,
  }) => {
    test.slow();
    const run = `E2E freight ${Date.now().toString(36)}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'rep@northwind.test');
    await page.getByRole('link', { name: /^Riverside Medical Center/ }).click();
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await expect(page.getByTestId('project-quote-row').first()).toBeVisible();
    await page.getByRole('link', { name: 'New quote' }).click();

    // Create: one schedule of the project, the rest as proposed.
    await expect(page.getByRole('heading', { name: 'New Quote' })).toBeVisible();
    await page.getByRole('checkbox', { name: /Patient Floors/ }).check();
    await page.getByRole('button', { name: 'Create quote' }).click();
    await expect(page).toHaveURL(/project-quote-form\?projectQuoteId=\d+$/);
    await expect(page.getByRole('heading', { name: /^Quote .+ rev 1$/ })).toBeVisible();
    await expect(status(page)).toHaveText('Open');
    await expect(page.getByTestId('quote-line').first()).toBeVisible();
    const firstRevisionUrl = page.url();

    // A net add counts in the totals.
    const netAddsTotal = page.getByLabel('Totals').getByText('Net adds').locator('xpath=..');
    await expect(netAddsTotal).toContainText('$0.00');
    await page.getByRole('textbox', { name: 'Description' }).fill(run);
    await page.getByRole('textbox', { name: 'Amount' }).fill('125.50');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('net-add').filter({ hasText: run })).toContainText('$125.50');
    await expect(netAddsTotal).toContainText('$125.50');
    // Total = net lines + net adds, to the cent.
    const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
    const linesTotal = await page
      .getByLabel('Totals')
      .getByText('Line items (net)')
      .locator('xpath=../p[2]')
      .textContent();
    await expect
      .poll(async () => cents(await page.getByTestId('quote-total').textContent()))
      .toBe(cents(linesTotal) + 12_550);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    // The success toasts would cover the status buttons in the picture.
    await closeToasts(page);
    await page.screenshot({ path: '/tmp/quote-form.png' });
    await page.screenshot({ path: '/tmp/quote-form-full.png', fullPage: true });

    // Hold and resume, each confirmed.
    await changeStatus(page, 'Hold');
    await expect(status(page)).toHaveText('Hold');
    await changeStatus(page, 'Resume');
    await expect(status(page)).toHaveText('Open');

    // A new revision: the old one stays readable, superseded, and links to the new one.
    await page.getByRole('button', { name: 'New revision' }).click();
    await page
      .getByRole('dialog', { name: 'New revision?' })
      .getByRole('button', { name: 'Create revision' })
      .click();
    await expect(page.getByRole('heading', { name: /^Quote .+ rev 2$/ })).toBeVisible();
    await expect(page.getByTestId('net-add').filter({ hasText: run })).toBeVisible();
    const secondRevisionUrl = page.url();
    expect(secondRevisionUrl).not.toBe(firstRevisionUrl);
    await page.goto(firstRevisionUrl);
    await expect(page.getByTestId('superseded-banner')).toBeVisible();
    await expect(status(page)).toHaveText('Superseded');
    await expect(page.getByRole('button', { name: 'New revision' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Open the newer revision' }).click();
    await expect(page).toHaveURL(secondRevisionUrl);
    await expect(page.getByRole('heading', { name: /^Quote .+ rev 2$/ })).toBeVisible();
  });
});
