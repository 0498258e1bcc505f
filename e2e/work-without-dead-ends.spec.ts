import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAs, linkFromMailbox, signIn, submitLogin, uniqueEmail } from './support/app.ts';

/**
 * Issue #15 (work without dead ends): each user's path through the built product. An e-mailed link
 * opened signed out lands where it points after signing in; unsaved work asks before it is left; an
 * Engineer at the orders or quotes address gets the no-access page, stays signed in and asks the
 * server nothing; a spent reset link says so as it opens.
 */

/** Every call the page makes to the API, as "METHOD path", from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

test.describe('a signed-out visit returns to its address after signing in', () => {
  test('a reviewer follows "Review the request" (project-quote-form?projectQuoteId=…) and lands on the quote', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, 'rep@northwind.test');
    const found = await api('POST', '/Project/search', { SearchText: 'Riverside Medical Center' });
    const projectId: number = found.Projects[0].ProjectId;
    const quotes: Array<{ ProjectQuoteId: number }> = await api(
      'GET',
      `/projectquote/getbyprojectid/${projectId}`,
    );
    const quoteId = quotes[0]?.ProjectQuoteId;
    expect(quoteId).toBeGreaterThan(0);
    // The address of the review mails (multiplier and engineering review): the quote id alone.
    const link = `/topmenu/project/project-detail/${projectId}/project-quote-form?projectQuoteId=${quoteId}`;

    await page.goto(link);
    await expect(page).toHaveURL(/\/user\/user-login$/);
    await submitLogin(page, 'rep@northwind.test');
    await expect(page).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { name: /^Quote .+ rev \d+$/ })).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toBeVisible();
  });

  test('any other protected address (an order list with its filters) is where the login goes', async ({
    page,
  }) => {
    await page.goto('/topmenu/orders?status=1');
    await expect(page).toHaveURL(/\/user\/user-login$/);
    await submitLogin(page, 'orders@airquote.test');
    await expect(page).toHaveURL(/\/topmenu\/orders\?(.*&)?status=1/);
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  });

  test('a session that ended while the browser was away (a stale token) returns to the link too', async ({
    page,
    request,
  }) => {
    await signIn(page, 'rep@contoso.test');
    // The browser's session ends behind its back (logged out through the API with its token; only
    // this session ends, other tests' sessions of the account stay); the token stays in the browser.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const signOut = await request.get('/api/AppUser/logoutuser', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(signOut.ok(), await signOut.text()).toBe(true);
    await page.goto('/topmenu/notifications?queue=pending');
    await expect(page).toHaveURL(/\/user\/user-login$/);
    await submitLogin(page, 'rep@contoso.test');
    await expect(page).toHaveURL(/\/topmenu\/notifications\?queue=pending$/);
  });

  test('without an address to return to, the login still goes to the projects', async ({ page }) => {
    // Not inside@airquote.test: the account spec changes its password.
    await signIn(page, 'sales@contoso.test');
  });
});

test.describe('unsaved work asks before it is left', () => {
  test('leaving the item configuration with unsaved changes asks: Stay keeps them, Leave drops them', async ({
    page,
  }) => {
    await signIn(page, 'rep@northwind.test');
    await page.getByRole('link', { name: 'Riverside Medical Center – Tower B' }).click();
    await page.getByRole('link', { name: 'Configure UNIT-1' }).click();
    await expect(page.getByRole('heading', { name: 'Configure UNIT-1' })).toBeVisible();
    const configuration = page.url();
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    const saved = await quantity.inputValue();
    const changed = String(Number(saved) + 4);
    await quantity.fill(changed);
    await expect(page.getByTestId('unsaved-changes')).toBeVisible();

    // A link of the page: asked, and Stay keeps everything as typed.
    await page.getByRole('link', { name: 'Back to schedule' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Your changes are not saved yet.');
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect(prompt).toBeHidden();
    expect(page.url()).toBe(configuration);
    await expect(quantity).toHaveValue(changed);
    await expect(page.getByTestId('unsaved-changes')).toBeVisible();

    // The menu: asked again; Leave goes on and the change is gone.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/topmenu\/project\/?$/);
    await page.getByRole('link', { name: 'Riverside Medical Center – Tower B' }).click();
    await page.getByRole('link', { name: 'Configure UNIT-1' }).click();
    await expect(page.getByRole('heading', { name: 'Configure UNIT-1' })).toBeVisible();
    await expect(quantity).toHaveValue(saved);
    await expect(page.getByTestId('unsaved-changes')).toHaveCount(0);

    // Unchanged, nothing is asked.
    await page.getByRole('link', { name: 'Back to schedule' }).click();
    await expect(page).toHaveURL(/\/project-detail\/\d+\?tab=schedules/);

    // Closing the tab with unsaved changes gets the browser's own question.
    await page.getByRole('link', { name: 'Configure UNIT-1' }).click();
    await expect(page.getByRole('heading', { name: 'Configure UNIT-1' })).toBeVisible();
    await expect(quantity).toHaveValue(saved);
    await quantity.fill(changed);
    await expect(page.getByTestId('unsaved-changes')).toBeVisible();
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });

  test("the project's Details form asks before another tab drops its changes", async ({ page }) => {
    await signIn(page, 'rep@northwind.test');
    await page.getByRole('link', { name: 'Riverside Medical Center – Tower B' }).click();
    await page.getByRole('tab', { name: 'Details' }).click();
    const description = page.getByRole('textbox', { name: 'Description' });
    const saved = await description.inputValue();
    await description.fill(`${saved} (draft)`);
    await page.getByRole('tab', { name: /^Schedules/ }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect(description).toHaveValue(`${saved} (draft)`);
    await page.getByRole('button', { name: 'Undo changes' }).click();
    await page.getByRole('tab', { name: /^Schedules/ }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/tab=schedules/);
  });
});

test.describe('an Engineer at the quotes or orders address', () => {
  for (const area of [
    { name: 'Orders', path: '/topmenu/orders', api: /\/api\/ProjectOrder\//i },
    { name: 'Quotes', path: '/topmenu/quotes', api: /\/api\/ProjectQuote\//i },
  ]) {
    test(`${area.path}: the no-access page, no call to the ${area.name.toLowerCase()} API, still signed in`, async ({
      page,
    }) => {
      await signIn(page, 'engineer@northwind.test');
      const calls = apiCalls(page);
      await page.goto(area.path);
      const noAccess = page.getByTestId('no-access-page');
      await expect(noAccess).toBeVisible();
      await expect(noAccess.getByRole('heading', { name: area.name })).toBeVisible();
      await expect(noAccess).toContainText(`Your account has no access to ${area.name.toLowerCase()}.`);
      // Signed in all along: the shell stays, the address stays, and the session still answers.
      await expect(page.getByTestId('signed-in-user')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${area.path}$`));
      expect(calls.filter((call) => area.api.test(call))).toEqual([]);
      await noAccess.getByRole('link', { name: 'Go to your projects' }).click();
      await expect(page).toHaveURL(/\/topmenu\/project\/?$/);
      await expect(page.getByTestId('signed-in-user')).toBeVisible();
      expect(calls.filter((call) => area.api.test(call))).toEqual([]);
    });
  }
});

/** A user made by the admin through the API, with a password set through the mailed link (now spent). */
async function userWithSpentLink(page: Page, request: APIRequestContext): Promise<string> {
  const admin = await apiAs(request, 'admin@airquote.test');
  const email = uniqueEmail('dead.ends');
  await admin('PUT', '/AppUser/upsert', {
    UserId: 0,
    FirstName: 'Lena',
    LastName: 'Link',
    EmailAddress: email,
    DefaultCompanyId: null,
    IsActive: true,
  });
  const link = await linkFromMailbox(page, email, 'set your password');
  const url = new URL(link);
  const answer = await request.post('/api/AppUser/resetPassword', {
    data: {
      password: 'Spent#Link7',
      reEnterPassword: 'Spent#Link7',
      token: url.searchParams.get('token'),
      userId: Number(url.searchParams.get('userId')),
      agreedToCustomerTermsOfUse: true,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return link;
}

test.describe('a reset link that no longer works says so as it opens', () => {
  test('a used link: the message and a way to a new link, no form to type into', async ({
    page,
    request,
  }) => {
    const link = await userWithSpentLink(page, request);
    await page.goto(link);
    const problem = page.getByTestId('reset-link-problem');
    await expect(problem).toContainText('This link no longer works');
    await expect(problem).toContainText('This link has already been used.');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/user\/user-forgot-password$/);
  });

  test('a made-up link is called not valid', async ({ page }) => {
    await page.goto('/user/user-reset-password?token=not-a-real-token&userId=1');
    await expect(page.getByTestId('reset-link-problem')).toContainText('This link is not valid.');
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  });
});
