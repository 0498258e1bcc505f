import { expect, test } from '@playwright/test';
import { linkFromMailbox, submitLogin, uniqueEmail } from './support/app.ts';

test('register with validation errors, then success, approval through the e-mailed link, then login', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('new.engineer', 'airquote.test');
  const password = 'Coil#Rows4';

  await page.goto('/user/user-register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Company Name is required')).toBeVisible();
  await expect(page.getByText('You must agree to the Customer Terms of Use')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill('rep@northwind.test');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByText('Email already exists')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Password1!');
  await page.getByRole('textbox', { name: 'Password', exact: true }).blur();
  await expect(page.getByText('Password cannot be equal to password example: Password1!')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Password', exact: true }).blur();
  await expect(page.getByText(/^Password must contain, at least 8 characters/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('different');
  await page.getByRole('textbox', { name: 'Confirm Password' }).blur();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByRole('textbox', { name: 'First Name' }).fill('Ines');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Ingram');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Company Name' }).fill('AirQuote Manufacturing');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText(
      'Account created successfully. Thank you for your submission. Our internal team will review your request and email you once your account is ready',
    ),
  ).toBeVisible();
  await page.getByRole('alert').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/user\/user-login$/);

  // Not approved yet: the login says why.
  await submitLogin(page, email, password);
  await expect(page.getByTestId('login-message')).toHaveText(
    'Your account is waiting for approval. You will receive an e-mail once it is ready.',
  );

  // The admin follows the link of the approval e-mail.
  const approvalLink = await linkFromMailbox(
    page,
    'admin@airquote.test',
    'internal employee waiting for approval',
  );
  expect(approvalLink).toMatch(
    /\/topmenu\/admin\/admin-company\/internal-employee-list\?approvalUserId=\d+$/,
  );
  await page.goto(approvalLink);
  await expect(page).toHaveURL(/\/user\/user-login$/);
  await submitLogin(page, 'admin@airquote.test');
  await expect(page).toHaveURL(/internal-employee-list\?approvalUserId=\d+$/);
  const row = page.locator('tr[data-highlighted]');
  await expect(row).toContainText(email);
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');

  // The applicant is told by e-mail and can sign in.
  // The applicant reads the mail in a browser of their own, as they would.
  const applicant = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  const signInLink = await linkFromMailbox(applicant, email, 'your account is ready');
  await applicant.goto(signInLink);
  await submitLogin(applicant, email, password);
  await expect(applicant).toHaveURL(/\/topmenu\/project\/$/);
  await expect(applicant.getByTestId('signed-in-user')).toContainText('Ines Ingram');
});
