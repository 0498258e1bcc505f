import { expect, test } from '@playwright/test';
import { signIn } from './support/app.ts';

test('the help page search finds the code string builder and marks the words', async ({ page }) => {
  // Reading help changes nothing: any demo account will do.
  await signIn(page, 'rep@northwind.test');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  const sections = page.getByTestId('help-section');
  const all = await sections.count();
  expect(all).toBeGreaterThan(30);

  // "/" jumps to the search box.
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: 'Search help' })).toBeFocused();
  await page.keyboard.type('code string');
  await expect(page.getByText(/^\d+ of \d+ sections match\.$/)).toBeVisible();
  const found = await sections.count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  const builder = page.locator('section#code-string');
  await expect(builder).toBeVisible();
  await expect(builder.locator('mark').first()).toHaveText(/code|string/i);
  await expect(
    page
      .getByRole('navigation', { name: 'Help contents' })
      .getByRole('link', { name: 'Code string builder' }),
  ).toBeVisible();

  // Enter opens the first match: its heading takes the focus and the address its anchor.
  await page.keyboard.press('Enter');
  const firstHeading = sections.first().getByRole('heading');
  await expect(firstHeading).toBeFocused();
  await expect(page).toHaveURL(/#[a-z-]+$/);

  const search = page.getByRole('textbox', { name: 'Search help' });
  await search.fill('flux capacitor');
  await expect(page.getByText('No help matches “flux capacitor”.')).toBeVisible();
  await expect(sections).toHaveCount(0);
  await search.press('Escape');
  await expect(sections).toHaveCount(all);
});
