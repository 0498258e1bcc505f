import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/app.ts';

/**
 * Issue #18: the product works from the keyboard alone. No click and no mouse: Tab moves the focus
 * (which must reach each control in a bounded number of presses), Enter and typing do the rest.
 * The rep signs in, skips to the page's content, opens a project, configures a line item and saves.
 */

/** Presses Tab until `target` has the focus; fails when it is not reached within `most` presses. */
async function tabTo(page: Page, target: Locator, most = 150): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${target} was not reached with ${most} presses of Tab`);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('keyboard only: sign in, open a project, configure a line item and save', async ({ page }) => {
  test.slow();
  await page.goto('/user/user-login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // The e-mail field has the focus on arrival.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type('rep@northwind.test');
  await tabTo(page, page.getByRole('textbox', { name: 'Password' }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/topmenu\/project\/$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

  // The first Tab reaches the skip link, which moves the focus past the header and the menu.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Skip to main content');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  const project = page.getByRole('link', { name: /^Summit Office Park/ });
  const presses = await tabTo(page, project);
  // From the content on, the project is a few presses away (not behind the header and menu).
  expect(presses).toBeLessThan(20);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Summit Office Park/ })).toBeVisible();

  // The first line item's configuration, from its row of the schedule.
  const configure = page.getByRole('link', { name: /^Configure / }).first();
  await expect(configure).toBeVisible();
  const tag = ((await configure.getAttribute('aria-label')) ?? '').replace(/^Configure /, '');
  await tabTo(page, configure);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/item-configuration\/\d+$/);
  const conditions = page.getByRole('region', { name: 'Design conditions' });
  await expect(conditions).toBeVisible();

  // A design condition changed by typing: the altitude of the job site.
  const altitude = conditions.getByRole('textbox', { name: 'Altitude' });
  await tabTo(page, altitude);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1200');
  await expect(altitude).toHaveValue('1200');
  await expect(page.getByTestId('unsaved-changes')).toBeVisible();

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.locator('.aq-toast').filter({ hasText: `${tag} saved` })).toBeVisible();
  await expect(page.getByTestId('unsaved-changes')).toHaveCount(0);
});
