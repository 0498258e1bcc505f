import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeToasts, linkFromMailbox, signIn } from './support/app.ts';
import { fillOrderAddresses } from './support/orders.ts';

/** Each person in a browser context of their own (own session), signed in. */
async function person(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, email);
  return page;
}

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** Adds a party with one contact through the Parties tab's form. */
async function addParty(page: Page, role: string, company: string, contact: string, email: string) {
  await page.getByRole('button', { name: 'Add party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add party' });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Company name' }).fill(company);
  await dialog.getByRole('textbox', { name: 'Contact 1 name' }).fill(contact);
  await dialog.getByRole('textbox', { name: 'Contact 1 e-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Save party' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Parties of the project' })).toContainText(company);
}

test.describe('parties and online acceptance', () => {
  test('a rep adds parties, quotes two contractors, sends one; the contractor accepts signed out; the rep sees it and orders it', async ({
    browser,
  }) => {
    test.slow();
    const suffix = Date.now().toString(36).toUpperCase();
    const acme = `Acme Mechanical ${suffix}`;
    const beta = `Beta Heating ${suffix}`;
    const acmeMail = `bids-${suffix.toLowerCase()}@acme.example`;

    const rep = await person(browser, 'rep@northwind.test');
    await rep.getByRole('link', { name: /^Riverside Medical Center/ }).click();
    await rep.getByRole('tab', { name: 'Parties' }).click();
    await addParty(
      rep,
      'Engineer of record',
      `Ortiz Engineering ${suffix}`,
      'Dana Ortiz',
      'dana@ortiz.example',
    );
    await addParty(rep, 'Mechanical contractor', acme, 'Pat Lee', acmeMail);
    await addParty(
      rep,
      'Mechanical contractor',
      beta,
      'Sam Reyes',
      `est-${suffix.toLowerCase()}@beta.example`,
    );

    await rep.getByRole('checkbox', { name: /Patient Floors/ }).check();
    await rep.getByRole('button', { name: 'Quote to every bidding contractor' }).click();
    const created = rep.getByLabel('Quotes created');
    await expect(created.getByText(new RegExp(`to ${acme}`))).toBeVisible();
    await expect(created.getByText(new RegExp(`to ${beta}`))).toBeVisible();
    await closeToasts(rep);
    await created
      .getByText(new RegExp(`to ${acme}`))
      .getByRole('link')
      .click();
    await expect(rep).toHaveURL(/project-quote-form\?projectQuoteId=\d+$/);
    const quoteUrl = rep.url();
    await expect(rep.getByRole('combobox', { name: 'Addressed to' })).toHaveValue(
      new RegExp(`Pat Lee – ${acme}`),
    );
    await rep.getByRole('button', { name: 'Send for acceptance' }).click();
    await expect(rep.getByRole('table', { name: 'Acceptance links sent' })).toContainText(acmeMail);

    // The contractor opens the mailed link in a fresh context with no session.
    const mailbox = await (await browser.newContext()).newPage();
    const link = await linkFromMailbox(mailbox, acmeMail, 'Proposal');
    const recipient = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await recipient.goto(link);
    await expect(recipient.getByRole('heading', { name: /^Proposal Q-/ })).toBeVisible();
    await expect(recipient.getByText(`for Pat Lee, ${acme}`)).toBeVisible();
    await expect(recipient.getByTestId('public-quote-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await recipient.getByRole('textbox', { name: 'Your name' }).fill('Pat Lee');
    await recipient.getByRole('textbox', { name: 'Your title' }).fill('Project manager');
    await recipient.getByLabel('Signature', { exact: false }).first().fill('Pat Lee');
    await recipient.screenshot({ path: '/tmp/accept-quote-390.png', fullPage: true });
    await recipient.getByRole('button', { name: 'Accept the proposal' }).click();
    await expect(recipient.getByText(/You accepted proposal Q-/)).toBeVisible();
    // The link works once.
    await recipient.goto(link);
    await expect(recipient.getByText('This link was already used')).toBeVisible();

    // Back as the rep: the notification centre asks to order the accepted quote (besides the mail).
    await rep.goto('/topmenu/notifications?queue=ActionNeeded');
    const answer = rep.getByTestId('notification-row').filter({ hasText: acmeMail });
    await expect(answer).toContainText('Quote accepted online: request the order');
    await expect(answer).toContainText('Accepted by Pat Lee (Project manager)');
    await expect(answer).toContainText('Quote answer');
    // The row opens the quote: accepted there, then ordered with the quote's Order button.
    await answer.getByRole('link').click();
    await expect(rep).toHaveURL(new RegExp(`projectQuoteId=${/projectQuoteId=(\d+)/.exec(quoteUrl)?.[1]}$`));
    await expect(rep.getByTestId('quote-accepted')).toContainText('Accepted by Pat Lee (Project manager)');
    await rep.screenshot({ path: '/tmp/quote-accepted-1440.png', fullPage: true });
    await rep.getByRole('button', { name: 'Order', exact: true }).click();
    const form = rep.getByRole('dialog', { name: /^Order quote / });
    await form.getByRole('textbox', { name: 'PO Number' }).fill(`PO-ACC-${suffix}`);
    await form.getByLabel('Requested Ship Date').fill(inDays(21));
    await fillOrderAddresses(form);
    await form.getByRole('button', { name: 'Send order request' }).click();
    await expect(rep).toHaveURL(/\/topmenu\/orders\/\d+$/);
    await expect(rep.getByTestId('order-status')).toHaveText('Requested');
  });
});
