import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { closeToasts, signIn } from './support/app.ts';
import { addAndConfigure } from './support/journeys.ts';

/**
 * Issue #14 part 3 (ADR 0038, ADR 0042): three selected fan coils changed at once (quantity, chilled
 * water entering temperature and entering air dry bulb), marked "needs re-selection", quoting refused
 * meanwhile, re-selected all at once, then quoted.
 */
/** From the schedule: a new FHC-06, configured with the selection the screen proposes, saved. */
async function addSelectedFanCoil(page: Page, tag: string) {
  await addAndConfigure(page, 'Fan Coil', /^FHC-06/);
  await expect(page.getByRole('heading', { name: `Configure ${tag}` })).toBeVisible();
  const results = page.getByRole('table', { name: 'Selection results' });
  await expect(results.locator('tr[data-chosen]')).toHaveAttribute('data-model', 'FHC-06');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.aq-toast').filter({ hasText: `${tag} saved` })).toBeVisible();
  await closeToasts(page);
  await page.getByRole('link', { name: 'Back to schedule' }).click();
  await expect(page.getByRole('checkbox', { name: `Select ${tag}` })).toBeVisible();
}

async function tryQuote(page: Page, projectUrl: string) {
  await page.goto(projectUrl.replace(/\?tab=.*$/, '?tab=quotes'));
  await page.getByRole('link', { name: 'New quote' }).click();
  await expect(page.getByRole('heading', { name: 'New Quote' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Level 1/ }).check();
  await page.getByRole('button', { name: 'Create quote' }).click();
}

test.describe('bulk edit of line items', () => {
  // axe's injected script needs the Content-Security-Policy bypassed (as in accessibility.spec.ts).
  test.use({ bypassCSP: true });

  test('select three rows, change quantity, entering water and entering air, see "needs re-selection", re-select all, quote', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'rep@northwind.test');
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await page.getByRole('link', { name: 'New Project' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(`E2E Bulk ${run}`);
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/project-detail\/\d+\?tab=schedules$/);
    const projectUrl = page.url();
    await page.getByRole('button', { name: 'New schedule' }).click();
    const newSchedule = page.getByRole('dialog', { name: 'New schedule' });
    await newSchedule.getByRole('textbox', { name: 'Schedule Name' }).fill('Level 1');
    await newSchedule.getByRole('button', { name: 'Add schedule' }).click();
    await expect(newSchedule).toBeHidden();
    for (const tag of ['UNIT-1', 'UNIT-2', 'UNIT-3']) await addSelectedFanCoil(page, tag);

    for (const tag of ['UNIT-1', 'UNIT-2', 'UNIT-3'])
      await page.getByRole('checkbox', { name: `Select ${tag}` }).check();
    await expect(page.getByText('3 line items · 3 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Change selected…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change 3 line items' });
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Chilled water entering temperature (°F)' }).fill('42');
    await dialog.getByRole('textbox', { name: 'Entering air dry bulb (°F)' }).fill('78');
    // Every field of the dialog, its options loaded, passes axe (no serious or critical finding).
    await expect(dialog.getByRole('combobox', { name: 'Option', exact: true })).toBeEnabled();
    const axe = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
    ).toEqual([]);
    await dialog.getByRole('button', { name: 'Apply to 3' }).click();
    await expect(dialog).toBeHidden();
    for (const tag of ['UNIT-1', 'UNIT-2', 'UNIT-3'])
      await expect(page.getByLabel(`${tag} needs re-selection`)).toBeVisible();
    const rows = page.getByTestId('line-item-row');
    await expect(rows.filter({ hasText: 'UNIT-1' }).getByRole('cell').nth(2)).toHaveText('2');
    // The new entering air is the unit's design condition now (what its re-selection will use).
    await page.getByRole('link', { name: 'Configure UNIT-1' }).click();
    await expect(page.getByRole('heading', { name: 'Configure UNIT-1' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Entering air DB/ })).toHaveValue(/^78(\.0)?$/);

    // Quoting waits for the re-selection, naming the units.
    await tryQuote(page, projectUrl);
    await expect(page.getByText(/3 units need re-selection/)).toBeVisible();
    await expect(page.getByText(/UNIT-1, UNIT-2, UNIT-3/)).toBeVisible();

    await page.goto(projectUrl);
    await page.getByRole('checkbox', { name: 'Select all line items' }).check();
    await page.getByRole('button', { name: 'Re-select' }).click();
    await expect(
      page.locator('.aq-toast').filter({ hasText: 'Re-selected UNIT-1, UNIT-2, UNIT-3' }),
    ).toBeVisible();
    await expect(page.getByTestId('needs-reselection-badge')).toHaveCount(0);

    await tryQuote(page, projectUrl);
    await expect(page).toHaveURL(/project-quote-form\?projectQuoteId=\d+$/);
    await expect(page.getByTestId('quote-line')).toHaveCount(3);
  });
});
