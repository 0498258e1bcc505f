import { expect, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { quoteWithMultiplierDraft } from './support/journeys.ts';

// rep@northwind.test: no spec logs it out, so its session holds through these steps.
const account = 'rep@northwind.test';

test.describe('required data and the wide row-details modal', () => {
  test("an empty new project says 'Error - Invalid Data' / 'Required Data Missing.' with a line per control", async ({
    page,
  }) => {
    await signIn(page, account);
    await page.goto('/topmenu/project/project-detail/0');
    const closeDate = page.getByRole('textbox', { name: 'Expected Close Date' });
    await closeDate.fill('');
    // Leaving the field shows its own message first, so the button no longer moves under the click.
    await closeDate.blur();
    await expect(closeDate).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Create project' }).click();

    const popup = page.getByRole('dialog', { name: 'Error - Invalid Data' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Required Data Missing.', { exact: true })).toBeVisible();
    await expect(popup.getByRole('listitem')).toHaveText([
      'Name is required',
      'Expected Close Date is required',
    ]);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    // The fields are marked, and nothing was created.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/project-detail\/0$/);
  });

  test('the multiplier Details modal is 89 % wide up to 1400 px', async ({ page, request }) => {
    const { projectId, quote } = await quoteWithMultiplierDraft(request, account);

    await page.setViewportSize({ width: 1600, height: 900 });
    await signIn(page, account);
    await page.goto(
      `/topmenu/project/project-detail/${projectId}/project-quote-form?projectQuoteId=${quote.ProjectQuoteId}`,
    );
    const section = page.getByTestId('multiplier-review');
    await section.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Multiplier request details' });
    await expect(dialog.getByRole('columnheader')).toHaveText([
      'Category',
      'Status',
      'Multiplier',
      'Reviewer',
      'Notes',
    ]);
    await expect(dialog.getByRole('row')).toHaveCount(2);
    await expect(dialog).toHaveCSS('opacity', '1');
    // 89 % of 1600 px is 1424 px: the 1400 px maximum holds.
    expect((await dialog.boundingBox())?.width).toBe(1400);

    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(890);
  });
});
