import { expect, test } from '@playwright/test';
import { submitLogin } from './support/app.ts';

test.describe('login', () => {
  test('shows the spec messages for empty fields and a wrong password', async ({ page }) => {
    await page.goto('/user/user-login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-message')).toHaveText('Email and password are required.');
    await submitLogin(page, 'rep@northwind.test', 'Wrong#2026');
    await expect(page.getByTestId('login-message')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/user\/user-login$/);
  });

  test('the password eye toggles masked and plain text', async ({ page }) => {
    await page.goto('/user/user-login');
    const password = page.getByRole('textbox', { name: 'Password' });
    await password.fill('Secret#1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Toggle password visibility' }).click();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'text');
  });

  test('redirect 3: an ordinary login lands on the projects', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/user\/user-login$/);
    await submitLogin(page, 'rep@northwind.test');
    await expect(page).toHaveURL(/\/topmenu\/project\/$/);
    await expect(page.getByTestId('signed-in-user')).toHaveText('Nora Walsh · Northwind Reps');
  });

  test('redirect 1: an approval link opened signed out comes back to the approval list', async ({ page }) => {
    await page.goto('/topmenu/admin/admin-company/internal-employee-list?approvalUserId=3');
    await expect(page).toHaveURL(/\/user\/user-login$/);
    await submitLogin(page, 'admin@airquote.test');
    await expect(page).toHaveURL(
      /\/topmenu\/admin\/admin-company\/internal-employee-list\?approvalUserId=3$/,
    );
    await expect(page.getByRole('heading', { name: 'Internal employees' })).toBeVisible();
    await expect(page.locator('tr[data-highlighted]')).toContainText('engineering@airquote.test');
  });

  test('redirect 2: a quote link opened signed out comes back to the quote form', async ({ page }) => {
    await page.goto('/topmenu/project?projectQuoteId=11&projectScheduleId=22&projectId=33');
    await expect(page).toHaveURL(/\/user\/user-login$/);
    await submitLogin(page, 'rep@northwind.test');
    await expect(page).toHaveURL(
      /\/topmenu\/project\/project-detail\/33\/project-quote-form\?projectQuoteId=11&projectScheduleId=22$/,
    );
  });

  test('logout from the menu ends the session and says so', async ({ page }) => {
    await page.goto('/user/user-login');
    await submitLogin(page, 'sales@contoso.test');
    await expect(page).toHaveURL(/\/topmenu\/project\/$/);
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByTestId('login-message')).toHaveText('You have been logged out.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/topmenu/quotes');
    await expect(page).toHaveURL(/\/user\/user-login$/);
  });

  test('signing in as another user while a session is stored replaces it at once', async ({ page }) => {
    await page.goto('/user/user-login');
    await submitLogin(page, 'rep@contoso.test');
    await expect(page).toHaveURL(/\/topmenu\/project\/$/);
    await page.goto('/user/user-login');
    await submitLogin(page, 'rep@northwind.test');
    await expect(page).toHaveURL(/\/topmenu\/project\/$/);
    await expect(page.getByTestId('signed-in-user')).toHaveText('Nora Walsh · Northwind Reps');
  });

  test('logout still ends the local session when the server call fails', async ({ page }) => {
    await page.goto('/user/user-login');
    await submitLogin(page, 'sales@contoso.test');
    await expect(page).toHaveURL(/\/topmenu\/project\/$/);
    await page.route('**/api/AppUser/logoutuser', (route) => route.abort('connectionfailed'));
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByTestId('login-message')).toHaveText('You have been logged out.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.locator('body')).not.toHaveClass(/brand-/);
  });
});
