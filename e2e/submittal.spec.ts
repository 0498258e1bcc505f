import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/app.ts';
import { openFirstQuoteAs } from './support/journeys.ts';

test.describe('submittal package', () => {
  test('generate a submittal package from the quote screen, open it, download it again and mail it', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1400, height: 900 });
    await openFirstQuoteAs(page, 'rep@northwind.test', /^Riverside Medical Center/);

    await page.getByRole('button', { name: 'Submittal package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submittal package' });
    // Every option and every schedule with line items is chosen to start with.
    for (const option of [
      'Unit Features',
      'Performance & Product Summary',
      'Drawings',
      'Mechanical Specifications',
    ])
      await expect(dialog.getByRole('checkbox', { name: option })).toBeChecked();
    const schedules = dialog.getByRole('checkbox', { name: /line items?\)$/ });
    expect(await schedules.count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/submittal-modal.png' });

    // Without any option the package cannot be asked for.
    for (const option of [
      'Unit Features',
      'Performance & Product Summary',
      'Drawings',
      'Mechanical Specifications',
    ])
      await dialog.getByRole('checkbox', { name: option }).uncheck();
    await expect(dialog.getByText('Choose at least one submittal option.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Performance & Product Summary' }).check();
    await dialog.getByRole('checkbox', { name: 'Drawings' }).check();

    // The request is held at the browser's door so the page can be seen while the package is made.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/Project/GenerateSubmittalPdfs', async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse((response) => /GenerateSubmittalPdfs$/i.test(response.url()));
    const tab = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    // The dialog is gone at once, a notice says the package is being made, and the page is usable.
    await expect(dialog).toBeHidden();
    await expect(page.locator('.aq-progress-notice')).toContainText('Generating the submittal package');
    const documentsButton = page.getByRole('button', { name: /^Documents \(\d+\)$/ });
    await documentsButton.click();
    await expect(page.getByTestId('quote-documents')).toBeVisible();
    await page.screenshot({ path: '/tmp/submittal-generating.png' });
    await documentsButton.click();
    await expect(page.getByTestId('quote-documents')).toBeHidden();
    release();
    const response = await answer;
    await page.unroute('**/api/Project/GenerateSubmittalPdfs');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="Submittal-.+\.pdf"$/);
    const attachmentId = response.headers()['x-project-attachment-id'];
    expect(Number(attachmentId)).toBeGreaterThan(0);
    const opened = await tab;
    expect(opened.url()).toMatch(/^blob:/);
    await opened.close();
    await expect(page.getByText(/Submittal-.+\.pdf is ready and kept with the quote\./)).toBeVisible();
    await expect(page.locator('.aq-progress-notice')).toHaveCount(0);

    // Kept with the quote's documents and downloadable again under its name.
    await page.getByRole('button', { name: /^Documents \(\d+\)$/ }).click();
    const list = page.getByTestId('quote-documents');
    await expect(list.getByText(/^Submittal package /).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/submittal-documents.png' });
    const downloading = page.waitForEvent('download');
    const fetched = page.waitForResponse((answer) => /\/Project\/attachments\/\d+$/i.test(answer.url()));
    await list
      .getByRole('button', { name: /^Download Submittal-.+\.pdf$/ })
      .first()
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Submittal-.+\.pdf$/);
    const saved = await readFile((await download.path()) ?? '');
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The newest document is the stored copy of the package just generated.
    expect((await fetched).url()).toMatch(new RegExp(`/attachments/${attachmentId}$`, 'i'));
    await page.keyboard.press('Escape');

    // Mailed to the engineer of record with the package alone; the local mailbox holds it.
    const engineerOfRecord = uniqueEmail('submittal-engineer');
    await page.getByRole('button', { name: 'Mail to customer' }).click();
    const mail = page.getByRole('dialog', { name: /^Mail quote / });
    await mail.getByRole('textbox', { name: 'To' }).fill(engineerOfRecord);
    for (const checked of await mail.getByRole('checkbox', { checked: true }).all()) await checked.uncheck();
    await mail
      .getByRole('checkbox', { name: /\(Submittal-.+\.pdf\)$/ })
      .first()
      .check();
    await mail.getByRole('button', { name: 'Send' }).click();
    await expect(mail).toBeHidden();
    await page.goto('/dev/mail');
    await page.getByRole('row').filter({ hasText: engineerOfRecord }).getByRole('link').click();
    await expect(page.getByText('Attachments:')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Submittal-.+\.pdf$/ })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^(Quote|PartSummary)-/ })).toHaveCount(0);
  });
});
