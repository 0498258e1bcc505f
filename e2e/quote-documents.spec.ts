import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/app.ts';
import { openFirstQuoteAs } from './support/journeys.ts';

test.describe('quote documents', () => {
  test('generate the quote PDF and part summary, open and download them again, mail them and find the mail', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1400, height: 900 });
    const quoteNumber = await openFirstQuoteAs(page, 'rep@northwind.test', /^Riverside Medical Center/);

    // The quote PDF opens in a new tab.
    const quoteTab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Quote PDF' }).click();
    const opened = await quoteTab;
    expect(opened.url()).toMatch(/^blob:/);
    await opened.close();
    await expect(page.getByText(new RegExp(`Quote-${quoteNumber}-R\\d+\\.pdf is ready`))).toBeVisible();
    const partsTab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Part summary PDF' }).click();
    await (await partsTab).close();
    await expect(page.getByText(new RegExp(`PartSummary-${quoteNumber}-R\\d+\\.pdf is ready`))).toBeVisible();

    // Both are kept with the quote and download again under their names.
    await page.getByRole('button', { name: /^Documents \(\d+\)$/ }).click();
    const list = page.getByTestId('quote-documents');
    await expect(list.getByText(/^Part summary /).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/h6/quote-documents-ui.png' });
    const downloading = page.waitForEvent('download');
    await list
      .getByRole('button', { name: new RegExp(`^Download PartSummary-${quoteNumber}-R\\d+\\.pdf$`) })
      .first()
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^PartSummary-${quoteNumber}-R\\d+\\.pdf$`));
    const saved = await readFile((await download.path()) ?? '');
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.keyboard.press('Escape');

    // Mail both (the newest quote PDF and part summary are chosen) to a customer.
    const customer = uniqueEmail('quote-customer');
    await page.getByRole('button', { name: 'Mail to customer' }).click();
    const dialog = page.getByRole('dialog', { name: /^Mail quote / });
    await dialog.getByRole('textbox', { name: 'To' }).fill(customer);
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await page.screenshot({ path: '/tmp/h6/quote-mail-modal.png' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`The mail is queued for delivery. To: ${customer}.`)).toBeVisible();

    // The local mailbox shows it with both PDFs attached, downloadable as the customer gets them.
    await page.goto('/dev/mail');
    await page.getByRole('row').filter({ hasText: customer }).getByRole('link').click();
    await expect(page.getByText('Attachments:')).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`^Quote-${quoteNumber}-R\\d+\\.pdf$`) }),
    ).toBeVisible();
    const mailed = page.waitForEvent('download');
    await page.getByRole('link', { name: new RegExp(`^PartSummary-${quoteNumber}-R\\d+\\.pdf$`) }).click();
    const mailedFile = await mailed;
    expect(mailedFile.suggestedFilename()).toMatch(/^PartSummary-.+\.pdf$/);
    expect((await readFile((await mailedFile.path()) ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
