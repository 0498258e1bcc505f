import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';

/**
 * Issue #18: the item configuration screen from the keyboard alone. Tab reaches the code-string
 * builder's option selects with a visible focus; the arrow keys and Enter choose an option; the
 * override reason dialog and the unsaved-changes prompt keep the focus inside, close on Escape and
 * hand the focus back to what opened them. Nothing is saved: the project stays as seeded.
 */

/** Presses Tab until `target` has the focus; fails when it is not reached within `most` presses. */
async function tabTo(page: Page, target: Locator, most = 200): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${target} was not reached with ${most} presses of Tab`);
}

const focusInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/** The focus ring or border a focused control shows, against the same control unfocused. */
async function focusIndicator(target: Locator): Promise<{ focused: string; blurred: string }> {
  const look = () =>
    target.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.borderColor} | ${style.boxShadow}`;
    });
  const focused = await look();
  await target.evaluate((element) => (element as HTMLElement).blur());
  const blurred = await look();
  await target.evaluate((element) => (element as HTMLElement).focus());
  return { focused, blurred };
}

/** Opens the item configuration of a line item of Harbor Point by its address (no click). */
async function openConfiguration(page: Page): Promise<void> {
  await signIn(page, 'rep@northwind.test');
  // Searched by name: the list shows 25 projects, newest change first, and other tests add theirs.
  await page.goto('/topmenu/project/?q=Harbor%20Point%20Apartments');
  const project = page.getByRole('link', { name: /^Harbor Point Apartments/ });
  await page.goto((await project.getAttribute('href', { timeout: 20_000 })) ?? '');
  const configure = page.locator('a[href*="/item-configuration/"]').first();
  await page.goto((await configure.getAttribute('href', { timeout: 20_000 })) ?? '');
  await expect(page.getByRole('table', { name: 'Selection results' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('keyboard only: the code-string builder, the override dialog and the unsaved-changes prompt', async ({
  page,
}) => {
  test.slow();
  await openConfiguration(page);
  const codeString = page.getByTestId('model-code-string');
  const before = (await codeString.textContent()) ?? '';

  // An option select of the code-string builder, reached by Tab, with a visible focus.
  const options = page.getByRole('region', { name: 'Options' });
  const voltage = options.getByRole('combobox', { name: 'Voltage' });
  await tabTo(page, voltage);
  const indicator = await focusIndicator(voltage);
  expect(indicator.focused).not.toBe(indicator.blurred);

  // Arrow keys open the list and move through the options; Enter chooses; the code string follows.
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const count = await listbox.getByRole('option').count();
  let chosen = '';
  for (let step = 0; step < count && !chosen; step++) {
    await page.keyboard.press('ArrowDown');
    // The highlighted option, when it is another than the one chosen now.
    const highlighted = listbox.locator('[data-combobox-selected]:not([aria-selected="true"])');
    if ((await highlighted.count()) === 1) chosen = ((await highlighted.textContent()) ?? '').trim();
  }
  expect(chosen).not.toBe('');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(codeString).not.toHaveText(before);
  await expect(voltage).toBeFocused();
  await expect(page.getByTestId('unsaved-changes')).toBeVisible();

  // A requirement no candidate meets: Save asks for an override reason in a dialog.
  const cooling = page
    .getByRole('region', { name: 'Requirements' })
    .getByRole('textbox', { name: 'Cooling total' });
  await page.keyboard.down('Shift');
  await tabTo(page, cooling);
  await page.keyboard.up('Shift');
  await page.keyboard.type('999');
  await expect(page.getByTestId('requirement-status')).toContainText('misses');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Override the requirements?' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: 'Reason for the override' });
  await expect(reason).toBeFocused();
  // The focus stays in the dialog, forwards and backwards.
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  // Escape closes it and gives the focus back to Save.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
  // Again, closed with its Cancel button this time, reached by Tab.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(reason).toBeFocused();
  await page.keyboard.type('Reached by keyboard');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();

  // Leaving with unsaved changes asks first; Escape stays, with the focus back on the link.
  const back = page.getByRole('link', { name: 'Back to schedule' });
  await page.keyboard.down('Shift');
  await tabTo(page, back, 10);
  await page.keyboard.up('Shift');
  await page.keyboard.press('Enter');
  const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(prompt).toBeVisible();
  expect(await focusInside(prompt)).toBe(true);
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(prompt)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/item-configuration\/\d+$/);
  await expect(back).toBeFocused();
  // Enter on the link again, then Leave by keyboard: the schedule, the changes dropped.
  await page.keyboard.press('Enter');
  await expect(prompt).toBeVisible();
  await tabTo(page, prompt.getByRole('button', { name: 'Leave' }), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/project-detail\/\d+/);
  await expect(page.getByRole('heading', { name: /^Harbor Point Apartments/ })).toBeVisible();
});
