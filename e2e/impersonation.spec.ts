import { expect, test } from '@playwright/test';
import { recordTrail, signIn } from './support/app.ts';

let trail: string[] = [];
test.afterEach(async ({ browserName: _ }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('what the page did', { body: trail.join('\n'), contentType: 'text/plain' });
});

test("an admin impersonates a rep, sees the rep's shell with a banner, and stops", async ({ page }) => {
  trail = recordTrail(page);
  await signIn(page, 'admin@airquote.test');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('textbox', { name: 'Find a user' }).fill('contoso');
  const rep = page.getByRole('row').filter({ hasText: 'rep@contoso.test' });
  await rep.getByRole('button', { name: 'Impersonate Carlos Reyes' }).click();

  await expect(page).toHaveURL(/\/topmenu\/project\/$/);
  await expect(page.getByTestId('signed-in-user')).toHaveText('Carlos Reyes · Contoso Reps');
  await expect(
    page.getByRole('status').filter({ hasText: 'You are impersonating Carlos Reyes' }),
  ).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/brand-polaris/);
  expect(await page.evaluate(() => localStorage.getItem('ImpersonatingUserId'))).toMatch(/^\d+$/);

  // Admins cannot be impersonated: the search says so instead of offering the button.
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('signed-in-user')).toHaveText('Avery Admin · AirQuote Manufacturing');
  await expect(page.getByText('You are impersonating')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('ImpersonatingUserId'))).toBeNull();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('textbox', { name: 'Find a user' }).fill('Avery');
  await expect(page.getByRole('row').filter({ hasText: 'admin@airquote.test' })).toContainText(
    'administrator',
  );
});
