import { expect, test } from '@playwright/test';
import { linkFromMailbox, submitLogin } from './support/app.ts';

test('forgot password, reset through the link in the local mailbox, then login', async ({ page }) => {
  const email = 'buyer@fabrikam.test';
  const newPassword = 'Fresh#Air9';

  await page.goto('/user/user-forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Email field is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@nowhere.test');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByText("Email doesn't exist")).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('Forgot Password Confimation');
  await expect(popup).toContainText(
    `Thanks, a confirmation email has been sent to ${email}. Please follow up to continue`,
  );
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  const resetLink = await linkFromMailbox(page, email, 'reset your password');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Password1!');
  await page.getByRole('textbox', { name: 'Password', exact: true }).blur();
  await expect(page.getByText('Cannot use example password Password1!')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Re-enter Password' }).fill('Other#Pass1');
  await page.getByRole('textbox', { name: 'Re-enter Password' }).blur();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByRole('textbox', { name: 'Re-enter Password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Reset Password Sucessful')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/user-login$/, { timeout: 15_000 });

  await submitLogin(page, email, 'Demo#2026');
  await expect(page.getByTestId('login-message')).toHaveText('Invalid email or password.');
  await submitLogin(page, email, newPassword);
  await expect(page).toHaveURL(/\/topmenu\/project\/$/);

  // The link works once: opened again, it says so before anything is typed (issue #15).
  await page.goto(resetLink);
  await expect(page.getByTestId('reset-link-problem')).toContainText('This link has already been used.');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
