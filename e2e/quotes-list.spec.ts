import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/app.ts';

/** A new quote of a Northwind demo project, made through the API as rep@northwind.test. */
async function createQuote(request: APIRequestContext) {
  const login = await request.post('/api/AppUser/Login', {
    data: { Email: 'rep@northwind.test', Password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { Authorization: `Bearer ${login.headers()['x-auth-token']}` };
  const search = await request.post('/api/Project/search', { headers, data: { SearchText: 'Harbor Point' } });
  expect(search.ok(), await search.text()).toBe(true);
  const [project] = (await search.json()).Projects;
  const created = await request.post('/api/projectquote', {
    headers,
    data: {
      ProjectId: project.ProjectId,
      ProjectScheduleIds: [project.ProjectSchedules[0].ProjectScheduleId],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { ProjectQuoteId: number; QuoteNumber: string; ProjectName: string };
}

test.describe('quotes list', () => {
  test('rep@northwind.test finds a quote by text and status and opens it', async ({ page, request }) => {
    const quote = await createQuote(request);
    await signIn(page, 'rep@northwind.test');
    await page.getByRole('link', { name: 'Quotes', exact: true }).click();
    await expect(page).toHaveURL(/\/topmenu\/quotes$/);
    await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
    await expect(page.getByTestId('quote-row').first()).toBeVisible();

    // Text: the quote number finds exactly that quote, and the address keeps it.
    await page.getByRole('textbox', { name: 'Search quotes' }).fill(quote.QuoteNumber);
    await expect(page).toHaveURL(new RegExp(`q=${quote.QuoteNumber}`));
    const rows = page.getByTestId('quote-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(quote.ProjectName);
    await expect(rows.first().getByTestId('quote-status')).toHaveText('Open');

    // Status: Hold alone leaves it out; Open brings it back.
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.click();
    await page.getByRole('option', { name: 'Hold', exact: true }).click();
    await expect(page.getByTestId('quotes-empty')).toContainText('No quote matches these filters.');
    await page.getByRole('option', { name: 'Open', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(/status=4%2C1|status=4,1/);

    // The quote number opens the quote form.
    await rows
      .first()
      .getByRole('link', { name: `${quote.QuoteNumber} rev 1` })
      .click();
    await expect(page).toHaveURL(new RegExp(`project-quote-form\\?projectQuoteId=${quote.ProjectQuoteId}$`));
    await expect(page.getByRole('heading', { name: `Quote ${quote.QuoteNumber} rev 1` })).toBeVisible();

    // Back returns to the same filtered list.
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Search quotes' })).toHaveValue(quote.QuoteNumber);
    await expect(rows).toHaveCount(1);
  });
});
