import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAs, linkFromMailbox, signIn, uniqueEmail } from './support/app.ts';

const NEW_PASSWORD = 'Duct#Work7';

/**
 * A user made by the admin through the API, as the Users tab does: approved at once, without a
 * password and without signed terms, and mailed a link to set a password. Each test makes its own,
 * so a logout here never ends a session of another spec's demo account.
 */
async function createUserAsAdmin(request: APIRequestContext, isActive = true): Promise<string> {
  const admin = await apiAs(request, 'admin@airquote.test');
  const email = uniqueEmail('auth.links');
  const created = await admin('PUT', '/AppUser/upsert', {
    UserId: 0,
    FirstName: 'Sam',
    LastName: 'Setter',
    EmailAddress: email,
    DefaultCompanyId: null,
    IsActive: isActive,
  });
  expect(created.HasPassword).toBe(false);
  return email;
}

/** An admin-made user who has set the password through the mailed link (the server call of the form). */
async function createUserWithPassword(page: Page, request: APIRequestContext): Promise<string> {
  const email = await createUserAsAdmin(request);
  const link = new URL(await linkFromMailbox(page, email, 'set your password'));
  const answer = await request.post('/api/AppUser/resetPassword', {
    data: {
      password: NEW_PASSWORD,
      reEnterPassword: NEW_PASSWORD,
      token: link.searchParams.get('token'),
      userId: Number(link.searchParams.get('userId')),
      agreedToCustomerTermsOfUse: true,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return email;
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** What the server says of a session token (GET isauthenticated, anonymous). */
async function serverAccepts(request: APIRequestContext, token: string): Promise<boolean> {
  const answer = await request.get('/api/AppUser/isauthenticated', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return answer.ok() && (await answer.json()) === true;
}

test.describe('links of the sign-in pages', () => {
  test('login links to forgot password and register, and both lead back to login', async ({ page }) => {
    await page.goto('/user/user-login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/user\/user-forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/user\/user-login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    await page.getByRole('link', { name: "Don't have an account?" }).click();
    await expect(page).toHaveURL(/\/user\/user-register$/);
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();

    await page.getByRole('link', { name: 'Already have an account?' }).click();
    await expect(page).toHaveURL(/\/user\/user-login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('the logo of the forgot password page links to /', async ({ page }) => {
    await page.goto('/user/user-forgot-password');
    const logo = page.getByRole('link', { name: 'AirQuote home' });
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    // Signed out, / sends the visitor on to the login page.
    await expect(page).toHaveURL(/\/user\/user-login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });
});

test('forgot password for a deactivated account shows the error popup with the server failureMsg', async ({
  page,
  request,
}) => {
  // The address exists, so the existence check lets it through; the server refuses an inactive account.
  const email = await createUserAsAdmin(request, false);
  await page.goto('/user/user-forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await page.getByRole('button', { name: 'Continue' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('Error');
  await expect(popup).toContainText('Forgot Password Confirmation Failed');
  await expect(popup).toContainText('Your account is deactivated. Please contact an administrator.');
  await expect(page.getByText("Email doesn't exist")).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
});

test('an admin-made user without a password sees Set Password with the terms checkbox', async ({
  page,
  request,
}) => {
  const email = await createUserAsAdmin(request);
  const setLink = await linkFromMailbox(page, email, 'set your password');
  const viewModel = page.waitForResponse((response) =>
    response.url().includes('/AppUser/GetResetPasswordVM/'),
  );
  await page.goto(setLink);
  expect(await (await viewModel).json()).toEqual({ hasPassword: false, signedCustomerTermsOfUse: false });
  await expect(page.getByRole('heading', { name: 'Set Password' })).toBeVisible();
  const terms = page.getByRole('checkbox', { name: /I agree to the Customer Terms of Use/ });
  await expect(terms).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/user/user-login');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Re-enter Password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You must agree to the Customer Terms of Use')).toBeVisible();
  await terms.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Set Password Sucessful')).toBeVisible();
  await expect(page.getByText('Reset Password Sucessful')).toHaveCount(0);
  await expect(page).toHaveURL(/\/user\/user-login$/, { timeout: 15_000 });

  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByTestId('signed-in-user')).toContainText('Sam Setter');
});

test('a user with a password and signed terms sees Reset Password without the terms checkbox; Back to Login', async ({
  page,
  request,
}) => {
  const email = await createUserWithPassword(page, request);
  await page.goto('/user/user-forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toContainText('Forgot Password Confimation');

  const resetLink = await linkFromMailbox(page, email, 'reset your password');
  // The page's view model, so a failed load (which also shows no checkbox) cannot pass for hidden terms.
  const viewModel = page.waitForResponse((response) =>
    response.url().includes('/AppUser/GetResetPasswordVM/'),
  );
  await page.goto(resetLink);
  expect(await (await viewModel).json()).toEqual({ hasPassword: true, signedCustomerTermsOfUse: true });
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Re-enter Password' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByText('Customer Terms of Use')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/user\/user-login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test.describe('logout through the action parameter', () => {
  test('/user/user-login/logout ends the session', async ({ page, request }) => {
    const email = await createUserWithPassword(page, request);
    await signIn(page, email, NEW_PASSWORD);
    const token = await storedToken(page);
    if (!token) throw new Error('no session stored after signing in');
    expect(await serverAccepts(request, token)).toBe(true);

    await page.goto('/user/user-login/logout');
    await expect(page.getByTestId('login-message')).toHaveText('You have been logged out.');
    expect(await storedToken(page)).toBeNull();
    expect(await serverAccepts(request, token)).toBe(false);
    await page.goto('/topmenu/quotes');
    await expect(page).toHaveURL(/\/user\/user-login$/);
  });

  test('/user-login redirects to /user/user-login/logout, which logs out', async ({ page, request }) => {
    const email = await createUserWithPassword(page, request);
    await signIn(page, email, NEW_PASSWORD);
    const token = await storedToken(page);
    if (!token) throw new Error('no session stored after signing in');
    expect(await serverAccepts(request, token)).toBe(true);

    await page.goto('/user-login');
    await expect(page).toHaveURL(/\/user\/user-login\/logout$/);
    await expect(page.getByTestId('login-message')).toHaveText('You have been logged out.');
    expect(await storedToken(page)).toBeNull();
    expect(await serverAccepts(request, token)).toBe(false);
  });
});

test('9.30 the base font is 16 px; 9.31 the password eye sits 10 px from the right and the top', async ({
  page,
}) => {
  // A browser whose default font is 20 px: the 16 px must come from the product, not the default.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20, fixed: 20 } });
  await page.goto('/user/user-login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');

  const eyeButton = page.getByRole('button', { name: 'Toggle password visibility' });
  // The icon: its button is a 24 px target around it (WCAG 2.5.8).
  const eye = eyeButton.locator('svg');
  // The bordered box of the Password field that holds the eye: the input itself.
  const field = page.getByRole('textbox', { name: 'Password' });
  const eyeBox = await eye.boundingBox();
  const fieldBox = await field.boundingBox();
  if (!eyeBox || !fieldBox) throw new Error('the password field or its eye is not laid out');
  expect(fieldBox.x + fieldBox.width - (eyeBox.x + eyeBox.width)).toBeCloseTo(10, 0);
  expect(eyeBox.y - fieldBox.y).toBeCloseTo(10, 0);
  const target = await eyeButton.boundingBox();
  expect(target?.width).toBeGreaterThanOrEqual(24);
  expect(target?.height).toBeGreaterThanOrEqual(24);
  // Placed there on purpose: centring a 16 px eye in a 36 px field would also measure 10 px.
  const offsets = await eyeButton.evaluate((button) => {
    const section = button.closest('.aq-password-eye-section');
    if (!section) return null;
    const style = getComputedStyle(section);
    return { top: style.top, right: style.right };
  });
  expect(offsets).toEqual({ top: '10px', right: '10px' });
});
