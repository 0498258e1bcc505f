import { expect, test } from '@playwright/test';
import { signIn } from './support/app.ts';

// This project's server warns after 3 s of inactivity (IDLE_TIMEOUT_SECONDS=3).
test('an idle user is warned, counted down from 30 seconds and logged out', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'rep@contoso.test');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Inactivity Warning', { timeout: 15_000 });
  await expect(dialog).toContainText(
    'You will be logged out once the counter runs out. Please save any unsaved work.',
  );
  await expect(page.getByTestId('alert-countdown')).toHaveText(/^00:00:(30|29|28)$/);
  const box = await page.locator('.aq-dialog').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(700);
  expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(210);

  await expect(page).toHaveURL(/\/user\/user-login$/, { timeout: 45_000 });
  await expect(page.getByText('Logged out due to inactivity.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('activity during the warning closes it and keeps the session', async ({ page }) => {
  await signIn(page, 'rep@northwind.test');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Inactivity Warning', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Okay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/topmenu\/project\/$/);
});

test('a page in the background is logged out on time, without showing the warning', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'rep@northwind.test');
  // The user switches to another window: the page loses focus.
  await page.evaluate(() => {
    document.hasFocus = () => false;
    window.dispatchEvent(new Event('blur'));
  });
  await expect(page).toHaveURL(/\/user\/user-login$/, { timeout: 45_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('routes flagged excludeIdle stop the watching, also for a signed-in user', async ({ page }) => {
  await signIn(page, 'rep@contoso.test');
  // Reach an excluded route in the app (no reload), and stay longer than the 3 s timeout.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/user/user-forgot-password');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.waitForTimeout(6_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});
