import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, submitLogin } from './support/app.ts';

// A password change and "sign out of all sessions" end every session of the user: this journey
// uses inside@airquote.test, which no other spec signs in with.
const EMAIL = 'inside@airquote.test';
const NEW_PASSWORD = 'Fresh#Inside9';

async function signedInPage(browser: Browser, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, EMAIL, password);
  return page;
}

async function followHelpLink(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help' }).click();
}

test('a user changes the password with a wrong and then the right old password, then signs out everywhere', async ({
  page,
  browser,
}) => {
  // The same user in another browser: the change must sign it out.
  const otherDevice = await signedInPage(browser);
  await signIn(page, EMAIL);

  // The account area is reached from the user's name in the header.
  await page.getByTestId('signed-in-user').click();
  await expect(page).toHaveURL(/\/topmenu\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByTestId('account-user-roles')).toHaveText('Inside Sales Account');
  await expect(page.getByRole('table', { name: 'Your companies' })).toContainText('AirQuote Manufacturing');

  const oldPassword = page.getByLabel('Old Password');
  const newPassword = page.getByLabel('New Password');
  const confirmPassword = page.getByLabel('Confirm Password');
  const changed = page.getByTestId('password-changed');

  // A wrong old password is refused as soon as the field is left, and the change is not sent.
  await oldPassword.fill('Wrong#2026');
  await oldPassword.blur();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await newPassword.fill('weak');
  await newPassword.blur();
  await expect(page.getByText(/^Password must contain, at least 8 characters/)).toBeVisible();
  await newPassword.fill(NEW_PASSWORD);
  await confirmPassword.fill('Fresh#Other9');
  await confirmPassword.blur();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await confirmPassword.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await expect(changed).toHaveCount(0);

  // The right old password: the change goes through and this browser stays signed in.
  await oldPassword.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(changed).toContainText(
    'every other browser and device where you were signed in has been signed out',
  );
  await expect(page.getByText('Incorrect password')).toHaveCount(0);
  await expect(oldPassword).toHaveValue('');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();

  // The other browser's session has ended: its next navigation goes to login.
  await followHelpLink(otherDevice);
  await expect(otherDevice).toHaveURL(/\/user\/user-login$/);
  await otherDevice.context().close();

  // A Logout in a second browser ends that browser's session only: this one goes on.
  const secondDevice = await signedInPage(browser, NEW_PASSWORD);
  await secondDevice
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Logout' })
    .click();
  await expect(secondDevice.getByTestId('login-message')).toHaveText('You have been logged out.');
  await secondDevice.context().close();
  const thirdDevice = await signedInPage(browser, NEW_PASSWORD);
  await page.getByTestId('signed-in-user').click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByTestId('account-user-roles')).toHaveText('Inside Sales Account');

  // Sign out of all sessions, after a confirmation that says what it does.
  await page.getByTestId('signed-in-user').click();
  await page.getByRole('button', { name: 'Sign out of all sessions' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Every device and browser where you are signed in is signed out');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/user\/user-login$/);
  await expect(page.getByText('You have been signed out on every device.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // ...and the third browser is signed out too.
  await followHelpLink(thirdDevice);
  await expect(thirdDevice).toHaveURL(/\/user\/user-login$/);
  await thirdDevice.context().close();

  // Only the new password signs in now.
  await submitLogin(page, EMAIL, DEMO_PASSWORD);
  await expect(page.getByTestId('login-message')).toHaveText('Invalid email or password.');
  await submitLogin(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/topmenu\/project\/$/);
});
