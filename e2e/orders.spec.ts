import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeToasts, signIn } from './support/app.ts';

/** Each person in a browser context of their own (own session), signed in. */
async function person(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, email);
  return page;
}

/** Clicks a status button of the order and confirms it with a note. */
async function moveOrder(page: Page, action: string, note: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${action}?` });
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

test.describe('orders', () => {
  test('a rep orders an open quote with a PO and a file; order processing enters and ships it; the rep sees it shipped', async ({
    browser,
  }) => {
    test.slow();
    const poNumber = `PO-E2E-${Date.now().toString(36).toUpperCase()}`;

    // The rep makes an open quote and orders it.
    const rep = await person(browser, 'rep@northwind.test');
    await rep.getByRole('link', { name: /^Riverside Medical Center/ }).click();
    await rep.getByRole('tab', { name: 'Quotes' }).click();
    await rep.getByRole('link', { name: 'New quote' }).click();
    await rep.getByRole('checkbox', { name: /Patient Floors/ }).check();
    await rep.getByRole('button', { name: 'Create quote' }).click();
    await expect(rep).toHaveURL(/project-quote-form\?projectQuoteId=\d+$/);
    await expect(rep.getByTestId('quote-status')).toHaveText('Open');
    const quoteUrl = rep.url();

    await rep.getByRole('button', { name: 'Order', exact: true }).click();
    const form = rep.getByRole('dialog', { name: /^Order quote / });
    await form.getByRole('button', { name: 'Send order request' }).click();
    await expect(form.getByText('Enter the PO number.')).toBeVisible();
    // The required-data check of the whole form (spec 5.8) lists what is missing over the form.
    const missing = rep.getByRole('dialog', { name: 'Error - Invalid Data' });
    await expect(missing).toContainText('Required Data Missing.');
    await expect(missing).toContainText('PO Number is required');
    await expect(missing).toContainText('Requested Ship Date is required');
    await missing.getByRole('button', { name: 'Close' }).click();
    await expect(missing).toBeHidden();
    await form.getByRole('textbox', { name: 'PO Number' }).fill(poNumber);
    await form.getByLabel('Requested Ship Date').fill(inDays(21));
    await form.getByRole('textbox', { name: 'Note' }).fill('Deliver to dock 2, mornings only.');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'signed-purchase-order.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% AirQuote e2e purchase order\n'),
    });
    await expect(form.getByRole('list', { name: 'Files to attach' })).toContainText(
      'signed-purchase-order.pdf',
    );
    await closeToasts(rep);
    await rep.screenshot({ path: '/tmp/order-request-modal.png' });
    await form.getByRole('button', { name: 'Send order request' }).click();

    await expect(rep).toHaveURL(/\/topmenu\/orders\/\d+$/);
    const orderUrl = rep.url();
    await expect(rep.getByTestId('order-status')).toHaveText('Requested');
    await expect(rep.getByTestId('order-po-number')).toHaveText(poNumber);
    await expect(rep.getByTestId('order-attachment')).toContainText('signed-purchase-order.pdf');
    // The quote is Ordered now and leads to its order.
    await rep.goto(quoteUrl);
    await expect(rep.getByTestId('quote-status')).toHaveText('Ordered');
    await expect(rep.getByRole('link', { name: /^Order SO-/ })).toBeVisible();

    // Order processing finds it in the list by its PO number and moves it along.
    const orders = await person(browser, 'orders@airquote.test');
    await orders.getByRole('link', { name: 'Orders' }).first().click();
    await expect(orders).toHaveURL(/\/topmenu\/orders$/);
    await orders.getByRole('textbox', { name: 'Search orders' }).fill(poNumber);
    await expect(orders).toHaveURL(/q=PO-E2E/);
    const row = orders.getByTestId('order-row').filter({ hasText: poNumber });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('order-status')).toHaveText('Requested');
    await orders.getByRole('textbox', { name: 'Search orders' }).fill('');
    await expect(orders).toHaveURL(/\/topmenu\/orders$/);
    await expect(orders.getByTestId('order-row').first()).toBeVisible();
    await orders.screenshot({ path: '/tmp/orders-list.png' });
    await orders.getByTestId('order-row').filter({ hasText: poNumber }).getByRole('link').first().click();
    await expect(orders).toHaveURL(orderUrl);
    // The file downloads for order processing as it was sent.
    const download = orders.waitForEvent('popup', { timeout: 10_000 }).catch(() => null);
    await orders.getByRole('button', { name: 'Download signed-purchase-order.pdf' }).click();
    expect(await download).not.toBeNull();

    await moveOrder(orders, 'Mark entered', 'Entered in the ERP as 88123.');
    await expect(orders.getByTestId('order-status')).toHaveText('Entered');
    await moveOrder(orders, 'Mark shipped', 'Left the plant on truck 12.');
    await expect(orders.getByTestId('order-status')).toHaveText('Shipped');
    await expect(orders.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
    await expect(orders.getByTestId('order-history-step')).toHaveCount(3);
    await closeToasts(orders);
    await orders.screenshot({ path: '/tmp/order-page.png', fullPage: true });

    // The rep sees the new status on the order and in the list, and has no status buttons.
    await rep.goto(orderUrl);
    await expect(rep.getByTestId('order-status')).toHaveText('Shipped');
    await expect(rep.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(rep.getByTestId('order-history-step').last()).toContainText('Left the plant on truck 12.');
    await rep.goto(`/topmenu/orders?q=${poNumber}`);
    await expect(
      rep.getByTestId('order-row').filter({ hasText: poNumber }).getByTestId('order-status'),
    ).toHaveText('Shipped');
  });
});
