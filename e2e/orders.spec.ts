import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeToasts, signIn } from './support/app.ts';
import { earliestLineDate, fillOrderAddresses, recordOrderData } from './support/orders.ts';

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
  test('a rep orders an open quote with a PO, addresses and a file; order processing records ERP number, line ship dates, carrier, tracking and ship date, acknowledges and ships it; the rep gets the acknowledgement mail and sees the history', async ({
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
    // Issue 15 item 6: no order without both addresses; a missing bill-to name is named.
    await form.getByRole('group', { name: 'Bill To' }).getByRole('textbox', { name: 'Name' }).fill('');
    await form.getByRole('button', { name: 'Send order request' }).click();
    await expect(form.getByText('Enter the name (company or person) of the address.')).toBeVisible();
    await fillOrderAddresses(form);
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
    await expect(rep.getByTestId('order-ship-to')).toContainText('Riverside Medical Center, 100 River Road');
    await expect(rep.getByTestId('order-bill-to')).toContainText('Northwind Mechanical, 1 Market Street');
    // The rep reads order processing's data but cannot record it.
    await expect(rep.getByRole('button', { name: 'Save order data' })).toHaveCount(0);
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

    // Acknowledging needs the ERP number and the line dates (API tests); a line before the lead time is refused.
    const earliest = await earliestLineDate(orders);
    await orders.getByRole('textbox', { name: 'ERP order number' }).fill('ERP-88123');
    await orders
      .getByLabel(/^Requested ship date of /)
      .first()
      .fill(inDays(0));
    await orders.getByRole('button', { name: 'Save order data' }).click();
    await expect(orders.getByRole('alert').filter({ hasText: 'minimum lead time' })).toBeVisible();
    await recordOrderData(orders, { erp: 'ERP-88123', lineDate: earliest });
    await moveOrder(orders, 'Mark entered', 'Entered in the ERP as 88123.');
    await expect(orders.getByTestId('order-status')).toHaveText('Entered');
    await recordOrderData(orders, {
      erp: 'ERP-88123',
      lineDate: earliest,
      carrier: 'Freightline',
      tracking: '1Z-E2E-777',
      shipDate: inDays(0),
    });
    await moveOrder(orders, 'Mark shipped', 'Left the plant on truck 12.');
    await expect(orders.getByTestId('order-status')).toHaveText('Shipped');
    await expect(orders.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
    await closeToasts(orders);
    await orders.screenshot({ path: '/tmp/order-page.png', fullPage: true });

    // The rep sees the data, the new status and the whole history, and has no status buttons.
    await rep.goto(orderUrl);
    await expect(rep.getByTestId('order-status')).toHaveText('Shipped');
    await expect(rep.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(rep.getByTestId('order-erp-number')).toHaveText('ERP-88123');
    await expect(rep.getByTestId('order-carrier')).toHaveText('Freightline');
    await expect(rep.getByTestId('order-tracking')).toHaveText('1Z-E2E-777');
    await expect(rep.getByTestId('order-line-ship-date').first()).not.toHaveText('—');
    const steps = rep.getByTestId('order-history-step');
    await expect(steps.first()).toContainText('Created');
    const texts = await steps.allTextContents();
    const at = (part: string) => texts.findIndex((text) => text.includes(part));
    expect(at('Requested order')).toBeGreaterThan(0);
    expect(at('Acknowledged order')).toBeGreaterThan(at('Requested order'));
    expect(at('to Shipped')).toBe(texts.length - 1);
    await rep.screenshot({ path: '/tmp/order-page-rep.png', fullPage: true });
    await rep.goto(`/topmenu/orders?q=${poNumber}`);
    await expect(
      rep.getByTestId('order-row').filter({ hasText: poNumber }).getByTestId('order-status'),
    ).toHaveText('Shipped');

    // The acknowledgement mail in the rep's mailbox names the ERP number and the line ship dates.
    await rep.goto('/dev/mail');
    const mail = rep
      .getByRole('row')
      .filter({ hasText: 'rep@northwind.test' })
      .filter({ hasText: 'acknowledged' })
      .first();
    await expect(mail).toBeVisible();
    await mail.getByRole('link').click();
    await expect(rep.getByText('ERP order number: ERP-88123').first()).toBeVisible();
    await expect(rep.getByText(new RegExp(`Requested ship date of .*: ${earliest}`)).first()).toBeVisible();
  });
});
