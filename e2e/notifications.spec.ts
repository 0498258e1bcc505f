import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { quoteWithMultiplierDraft } from './support/journeys.ts';

/** As rep@northwind.test: a new quote on Riverside and a multiplier request below the standard, sent. */
async function seedMultiplierRequest(request: APIRequestContext): Promise<string> {
  const { api, quote } = await quoteWithMultiplierDraft(request, 'rep@northwind.test');
  const current = await api('GET', `/projectquote/${quote.ProjectQuoteId}`);
  await api('POST', '/ProjectQuote/SendMultipliersRequestEmail', {
    ProjectQuoteId: quote.ProjectQuoteId,
    RowVersion: current.RowVersion,
    Note: 'E2E notifications',
  });
  return quote.QuoteNumber;
}

test.describe('notifications', () => {
  test('a multiplier request is ActionNeeded for pricing (page and bell) and Pending for the rep', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const quoteNumber = await seedMultiplierRequest(request);

    await signIn(page, 'pricing@airquote.test');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/Notifications: [1-9]\d* needs? your action/);
    await bell.click();
    const popover = page.getByTestId('notification-popover');
    const item = popover.getByTestId('notification-popover-item').filter({ hasText: quoteNumber });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Multiplier request to decide');
    expect((await popover.boundingBox())?.width).toBe(400);
    await expect(popover).toHaveCSS('opacity', '1');
    await page.screenshot({ path: '/tmp/notifications-popover.png' });
    await popover.getByRole('link', { name: 'All notifications' }).click();

    await expect(page).toHaveURL(/\/topmenu\/notifications\?queue=ActionNeeded$/);
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Action needed/ })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByTestId('notification-row').filter({ hasText: quoteNumber });
    await expect(row).toContainText('Multiplier request');
    await expect(row).toContainText('Waiting for decision');
    await page.screenshot({ path: '/tmp/notifications-page.png', fullPage: true });
    await row.getByRole('link', { name: new RegExp(quoteNumber) }).click();
    await expect(page).toHaveURL(/project-quote-form\?projectQuoteId=\d+$/);

    // The requester, in a browser of their own.
    const repContext = await browser.newContext();
    const rep = await repContext.newPage();
    await signIn(rep, 'rep@northwind.test');
    await rep.goto('/topmenu/notifications?queue=Pending');
    await expect(rep.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    await expect(rep.getByTestId('notification-row').filter({ hasText: quoteNumber })).toContainText(
      'Waiting for a pricing decision',
    );
    await rep.getByRole('tab', { name: /Action needed/ }).click();
    await expect(rep).toHaveURL(/queue=ActionNeeded/);
    await expect(
      rep.getByTestId('notifications-empty').or(rep.getByTestId('notification-row').first()),
    ).toBeVisible();
    await expect(rep.getByTestId('notification-row').filter({ hasText: quoteNumber })).toHaveCount(0);
    await repContext.close();
  });
});
