import { expect, test } from '@playwright/test';
import { signIn } from './support/app.ts';

test('an administrator runs rule expressions on the logic test page and sees each result logged', async ({
  page,
}) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await signIn(page, 'admin@airquote.test');
  await page.goto('/util/logic-test');
  await expect(page.getByRole('heading', { name: 'Logic test' })).toBeVisible();

  const expression = page.getByRole('textbox', { name: 'Expression' });
  await expression.fill('VOLT IN (208, 230) AND MOTOR NOT IN (P)');
  await page.getByRole('button', { name: 'Run' }).click();
  const log = page.getByRole('list', { name: 'Log' });
  const newest = log.getByRole('listitem').first();
  await expect(newest.getByTestId('run-expression')).toHaveText('VOLT IN (208, 230) AND MOTOR NOT IN (P)');
  await expect(newest.getByTestId('run-result')).toHaveText('true');
  await expect(newest).toContainText('VOLT=208 · MOTOR=E · COIL=4');
  await expect.poll(() => consoleLines.some((line) => line.endsWith('→ true'))).toBe(true);

  // Another value makes it false, and the page says why (Ctrl+Enter runs from a cell too).
  const motor = page.getByRole('textbox', { name: 'Segment 2 value' });
  await motor.fill('P');
  await motor.press('Control+Enter');
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(newest.getByTestId('run-result')).toHaveText('false');
  await expect(newest).toContainText('needs MOTOR not in (P) — chosen P');

  await expression.fill('VOLT LIKE (208)');
  await expression.press('Control+Enter');
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(newest.getByTestId('run-result')).toHaveText('error');
  await expect(newest.getByTestId('run-error')).toContainText('Unknown operator');
  await expect.poll(() => consoleLines.some((line) => line.endsWith('→ Unknown operator'))).toBe(true);

  if (process.env.LOGIC_TEST_SCREENSHOT)
    await page.screenshot({ path: process.env.LOGIC_TEST_SCREENSHOT, fullPage: true });
});

test('the logic test page is for administrators only', async ({ page }) => {
  await signIn(page, 'rep@northwind.test');
  await page.goto('/util/logic-test');
  await expect(page.getByText('This developer page is open to administrators only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run' })).toHaveCount(0);
});
