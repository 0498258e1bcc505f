import { expect, test } from '@playwright/test';
import { signIn } from './support/app.ts';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('application shell', () => {
  test('a rep sees every menu entry; the side menu is 160 px and the logo at most 128 px', async ({
    page,
  }) => {
    await signIn(page, 'rep@northwind.test');
    for (const entry of [
      'Notifications',
      'Projects',
      'Quotes',
      'Orders',
      'Reports',
      'Help',
      'Admin',
      'Logout',
    ]) {
      await expect(menu(page).getByRole('link', { name: entry })).toBeVisible();
    }
    const navbarWidth = await page
      .locator('.mantine-AppShell-navbar')
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(navbarWidth).toBe(160);
    const logoWidth = await menu(page)
      .locator('img.aq-logo')
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(logoWidth).toBeLessThanOrEqual(128);
  });

  test("the engineer's menu has no Quotes or Orders", async ({ page }) => {
    await signIn(page, 'engineer@northwind.test');
    await expect(menu(page).getByRole('link', { name: 'Projects' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Quotes' })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: 'Orders' })).toHaveCount(0);
  });

  test("logo and theme follow the default company's brand, and are cleared when signed out", async ({
    page,
  }) => {
    await page.goto('/user/user-login');
    await expect(page.locator('body')).not.toHaveClass(/brand-/);
    await expect(page.locator('img.aq-logo')).toHaveAttribute('data-brand-id', '2');

    // Logging out signs the user out everywhere: this test uses an account no long journey needs.
    await signIn(page, 'engineer@northwind.test');
    await expect(page.locator('body')).toHaveClass(/brand-zephyr/);
    await expect(menu(page).locator('img.aq-logo')).toHaveAttribute('src', /\/api\/brand\/logos\/1$/);
    const zephyrButton = await menu(page)
      .getByRole('link', { name: 'Projects' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(zephyrButton).toBe('rgb(15, 110, 106)');

    await menu(page).getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByTestId('login-message')).toHaveText('You have been logged out.');
    await expect(page.locator('body')).not.toHaveClass(/brand-/);

    await signIn(page, 'rep@contoso.test');
    await expect(page.locator('body')).toHaveClass(/brand-polaris/);
    await expect(menu(page).locator('img.aq-logo')).toHaveAttribute('src', /\/api\/brand\/logos\/2$/);
  });

  test('a 401 from the server signs the user out and sends them to login', async ({ page }) => {
    await signIn(page, 'manager@northwind.test');
    // End the session behind the browser's back, as a logout in another tab does.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const revoke = await page.request.get('/api/AppUser/logoutuser', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoke.ok()).toBe(true);
    // The account area is not guarded, so its user-info call is the one that meets the 401.
    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/AppUser/getCurrentUserInfo/'),
    );
    await page.goto('/topmenu/account');
    expect((await answer).status()).toBe(401);
    await expect(page).toHaveURL(/\/user\/user-login$/);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a session ended elsewhere is noticed on the next navigation', async ({ page }) => {
    await signIn(page, 'manager@northwind.test');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.request.get('/api/AppUser/logoutuser', { headers: { Authorization: `Bearer ${token}` } });
    await menu(page).getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/user\/user-login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
