import { expect, type Page, test } from '@playwright/test';
import { recordTrail, signIn, uniqueEmail } from './support/app.ts';

let trail: string[] = [];
test.afterEach(async ({ browserName: _ }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('what the page did', { body: trail.join('\n'), contentType: 'text/plain' });
});

/** A 1 × 1 pixel PNG: the logo the new company gets. */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const toast = (page: Page, text: string) => page.locator('.aq-toast').filter({ hasText: text });
const matrixCell = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Company role permissions' }).getByRole('checkbox', { name });

/**
 * Issue 7: the admin creates a company with a logo, adds an employee with a company role, changes a
 * permission and impersonates that rep. The rep and the company are new, and the permission belongs
 * to External Engineer, a role no demo account holds, so the specs running beside this one see no
 * change.
 */
test('the admin sets up a company with a logo and a rep, changes a permission, impersonates the rep and stops', async ({
  page,
}) => {
  const suffix = `${Date.now() % 1_000_000}`;
  const companyName = `Skyline Reps ${suffix}`;
  const email = uniqueEmail('rita.rep');
  const lastName = `Reyes${suffix}`;
  trail = recordTrail(page);
  await signIn(page, 'admin@airquote.test');

  // 1. A company with a logo: the preview shows the chosen file, the list the stored logo.
  await menu(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/topmenu\/admin\/companies$/);
  await expect(page.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'New company' }).click();
  const companyDialog = page.getByRole('dialog', { name: 'New company' });
  await companyDialog.getByRole('textbox', { name: 'Name' }).fill(companyName);
  await companyDialog.getByRole('combobox', { name: 'Default brand' }).click();
  await page.getByRole('option', { name: 'Polaris' }).click();
  await companyDialog.locator('input[type="file"]').setInputFiles({
    name: 'skyline-logo.png',
    mimeType: 'image/png',
    buffer: logoPng,
  });
  await expect(companyDialog.getByRole('img', { name: 'New logo skyline-logo.png' })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-company-modal.png' });
  await companyDialog.getByRole('button', { name: 'Create company' }).click();
  await expect(toast(page, `${companyName} was saved.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search companies' }).fill(companyName);
  const companyRow = page.getByRole('row').filter({ hasText: companyName });
  await expect(companyRow.getByRole('img', { name: `${companyName} logo` })).toHaveAttribute(
    'data-custom-logo',
    'true',
  );
  await expect(companyRow).toContainText('Polaris');

  // 2. A new user, then added to the company as an External Engineer, with it as default company.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'New user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'New user' });
  await userDialog.getByRole('textbox', { name: 'First Name' }).fill('Rita');
  await userDialog.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await userDialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await userDialog.getByRole('button', { name: 'Create user' }).click();
  await expect(toast(page, `Rita ${lastName} was created`)).toBeVisible();

  await page.getByRole('tab', { name: 'Employees' }).click();
  await page.getByRole('combobox', { name: 'Company' }).fill(companyName);
  await page.getByRole('option', { name: companyName }).click();
  await expect(page.getByRole('table', { name: `Employees of ${companyName}` })).toContainText(
    'No employee yet',
  );
  await page.getByRole('button', { name: 'Add employee' }).click();
  const employeeDialog = page.getByRole('dialog', { name: `Add an employee to ${companyName}` });
  await employeeDialog.getByRole('combobox', { name: 'User' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  await employeeDialog.getByRole('combobox', { name: 'Company role' }).click();
  await page.getByRole('option', { name: 'External Engineer' }).click();
  await employeeDialog.getByRole('checkbox', { name: /Make this their default company/ }).check();
  await employeeDialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(toast(page, `Rita ${lastName} works for ${companyName}.`)).toBeVisible();
  const employeeRow = page.getByRole('row').filter({ hasText: email });
  await expect(employeeRow).toContainText('External Engineer');
  await expect(employeeRow).toContainText('default company');
  await page.screenshot({ path: '/tmp/admin-employees.png' });

  // 3. External Engineer may no longer see projects: saved at once, with a toast.
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expect(matrixCell(page, 'External Engineer: project.view')).toBeChecked();
  // The box is the server's answer: it changes once the change is saved.
  await matrixCell(page, 'External Engineer: project.view').click();
  await expect(toast(page, 'External Engineer may no longer use project.view.')).toBeVisible();
  await expect(matrixCell(page, 'External Engineer: project.view')).not.toBeChecked();
  await page.screenshot({ path: '/tmp/admin-permissions.png' });

  // 4. Impersonate the rep from their row: their shell, their company's logo, no projects.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('textbox', { name: 'Find a user' }).fill(lastName);
  const userRow = page.getByRole('row').filter({ hasText: email });
  await expect(userRow).toContainText(companyName);
  await page.screenshot({ path: '/tmp/admin-users.png' });
  await userRow.getByRole('button', { name: `Impersonate Rita ${lastName}` }).click();
  await expect(page).toHaveURL(/\/topmenu\/project\/$/);
  await expect(page.getByTestId('signed-in-user')).toHaveText(`Rita ${lastName} · ${companyName}`);
  await expect(
    page.getByRole('status').filter({ hasText: `You are impersonating Rita ${lastName}` }),
  ).toBeVisible();
  await expect(menu(page).locator('img.aq-logo')).toHaveAttribute('data-custom-logo', 'true');
  await expect(page.getByText('Your account has no access to projects yet.')).toBeVisible();
  // The rep holds no admin permission: the admin area offers nothing and calls nothing.
  await menu(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByText('You have no administration rights.')).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-impersonating.png' });

  // 5. Stop: the admin is back, and gives External Engineer its permission again.
  // An app admin's page reloads after the stop (spec section 4): wait for it before going on.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Stop' }).click();
  await reloaded;
  await expect(page.getByTestId('signed-in-user')).toHaveText('Avery Admin · AirQuote Manufacturing');
  await expect(page.getByText('You are impersonating')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await matrixCell(page, 'External Engineer: project.view').click();
  await expect(toast(page, 'External Engineer may now use project.view.')).toBeVisible();
});

test('a rep opening the admin area sees that it is for administrators and stays signed in', async ({
  page,
}) => {
  await signIn(page, 'rep@northwind.test');
  await menu(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByText('You have no administration rights.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.goto('/topmenu/admin/companies');
  await expect(page.getByText('You have no administration rights.')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toContainText('Nora Walsh');
});
