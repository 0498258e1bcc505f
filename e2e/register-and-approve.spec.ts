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
  // Issue #15 item 5: the approval gives the role the new user works with.
  const dialog = page.getByRole('dialog', { name: 'Approve registration' });
  await expect(dialog.getByTestId('approval-company')).toContainText('AirQuote Manufacturing');
  await dialog.getByRole('combobox', { name: 'User role' }).click();
  await page.getByRole('option', { name: 'Inside Sales Account', exact: true }).click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');

  // The applicant is told by e-mail and can sign in.
  // The applicant reads the mail in a browser of their own, as they would.
  const applicant = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  const signInLink = await linkFromMailbox(applicant, email, 'your account is ready');
  await applicant.goto(signInLink);
  await submitLogin(applicant, email, password);
  await expect(applicant).toHaveURL(/\/topmenu\/project\/$/);
  await expect(applicant.getByTestId('signed-in-user')).toContainText('Ines Ingram');
  // Not a dead end: the project list, not "no access".
  await expect(applicant.getByRole('table', { name: 'Projects' })).toHaveAttribute('aria-busy', 'false');
  await expect(applicant.getByText('Your account has no access to projects yet.')).toHaveCount(0);
});

test('a customer approved into the company they typed, confirmed by the admin, with a role, works at first sign-in (issue #15 item 5)', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('new.buyer', 'fabrikam-mail.test');
  const password = 'Coil#Rows4';
  await page.goto('/user/user-register');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Bea');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Buyer');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Company Name' }).fill('fabrikam mechanical');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/^Account created successfully/)).toBeVisible();

  const approvalLink = await linkFromMailbox(page, 'admin@airquote.test', 'new account waiting for approval');
  await page.goto(approvalLink);
  await submitLogin(page, 'admin@airquote.test');
  await expect(page).toHaveURL(/internal-employee-list\?approvalUserId=\d+$/);
  const row = page.locator('tr[data-highlighted]');
  await expect(row).toContainText(email);
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve registration' });
  // The company of the typed name is suggested, and must be confirmed before it is joined.
  await expect(dialog.getByRole('radio', { name: 'An existing company' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Existing company' })).toHaveValue('Fabrikam Mechanical');
  await dialog.getByRole('combobox', { name: 'Company role' }).click();
  await page.getByRole('option', { name: 'External Sales Rep', exact: true }).click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const popup = page.getByRole('dialog', { name: 'Error - Invalid Data' });
  await expect(popup.getByRole('listitem')).toHaveText([/Confirmation of the company/]);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await expect(row).toContainText('Pending');
  await dialog.getByRole('checkbox', { name: /Bea Buyer works for Fabrikam Mechanical/ }).check();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Bea Buyer was approved and told by e-mail.')).toBeVisible();
  // An approved customer leaves the list (it keeps the waiting ones and the internal employees).
  await expect(page.getByRole('cell', { name: email })).toHaveCount(0);

  const applicant = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await applicant.goto('/user/user-login');
  await submitLogin(applicant, email, password);
  await expect(applicant).toHaveURL(/\/topmenu\/project\/$/);
  const projects = applicant.getByRole('table', { name: 'Projects' });
  await expect(projects).toHaveAttribute('aria-busy', 'false');
  await expect(projects.getByRole('row')).not.toHaveCount(1);
  await expect(applicant.getByText('Your account has no access to projects yet.')).toHaveCount(0);
});
