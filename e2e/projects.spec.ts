import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const lineItemRows = (page: Page) => page.getByTestId('line-item-row');
const toasts = (page: Page) => page.locator('.aq-toast');

/** Picks an option of a Mantine select by its label (the first option when none is named). */
async function choose(page: Page, label: string, option?: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

/** Adds a line item through the item configuration header with the first model of the catalog. */
async function addLineItem(page: Page, expectedTag: string): Promise<void> {
  await choose(page, 'Product Type', 'Fan Coil');
  await choose(page, 'Category');
  await choose(page, 'Model Class');
  await choose(page, 'Model');
  await page.getByRole('button', { name: 'Add line item' }).click();
  await expect(page.getByRole('checkbox', { name: `Select ${expectedTag}` })).toBeVisible();
}

async function addSchedule(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New schedule' });
  await dialog.getByRole('textbox', { name: 'Schedule Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

async function tagsOf(rows: Locator): Promise<string[]> {
  const labels = await rows
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Select /, ''));
}

async function projectNames(page: Page): Promise<string[]> {
  return page.getByTestId('project-row').getByRole('link').allTextContents();
}

/** A signed-in page in a browser context of its own (its own localStorage, so its own session). */
async function newPageFor(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test.describe('projects', () => {
  test('create a project, schedules, line items, copy, deactivate, attachment round trip, search, sort, event log', async ({
    page,
  }) => {
    // The whole working day of a rep in one journey: longer than the default minute on a slow machine.
    test.slow();
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const projectName = `E2E Clinic ${run}`;
    await signIn(page, 'rep@northwind.test');

    // Create: the default project is empty with today as close date and the rep's company.
    await page.getByRole('link', { name: 'New Project' }).click();
    await expect(page).toHaveURL(/\/topmenu\/project\/project-detail\/0$/);
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('Northwind Reps');
    await page.getByRole('textbox', { name: 'Name' }).fill(projectName);
    await page.getByRole('textbox', { name: 'Description' }).fill('Browser test project');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/topmenu\/project\/project-detail\/\d+\?tab=schedules$/);
    await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
    const projectUrl = page.url();

    // A schedule with three line items, tagged UNIT-1..3 by the server.
    await addSchedule(page, 'Level 1');
    for (const tag of ['UNIT-1', 'UNIT-2', 'UNIT-3']) await addLineItem(page, tag);
    await expect.poll(() => tagsOf(lineItemRows(page))).toEqual(['UNIT-1', 'UNIT-2', 'UNIT-3']);

    // A second schedule with one line item of its own; copies continue its sequence.
    await addSchedule(page, 'Level 2');
    await addLineItem(page, 'UNIT-1');
    await page.getByRole('tab', { name: /^Level 1/ }).click();
    await page.getByRole('checkbox', { name: 'Select UNIT-1' }).check();
    await page.getByRole('checkbox', { name: 'Select UNIT-3' }).check();
    await page.getByRole('button', { name: 'Copy to…' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Copy line items' });
    await copyDialog.getByRole('combobox', { name: 'Target schedule' }).click();
    await page.getByRole('option', { name: 'Level 2', exact: true }).click();
    await copyDialog.getByRole('button', { name: 'Copy' }).click();
    await expect(toasts(page).filter({ hasText: 'Copied into Level 2 as UNIT-2, UNIT-3.' })).toBeVisible();
    await expect.poll(() => tagsOf(lineItemRows(page))).toEqual(['UNIT-1', 'UNIT-2', 'UNIT-3']);
    await page.getByRole('tab', { name: /^Level 2/ }).click();
    await expect.poll(() => tagsOf(lineItemRows(page))).toEqual(['UNIT-1', 'UNIT-2', 'UNIT-3']);

    // Deactivate one: the row stays, marked inactive.
    await page.getByRole('button', { name: 'Deactivate UNIT-2' }).click();
    const deactivated = lineItemRows(page).filter({
      has: page.getByRole('checkbox', { name: 'Select UNIT-2' }),
    });
    await expect(deactivated).toHaveAttribute('data-inactive', 'true');
    await expect(deactivated).toContainText('Inactive');
    await expect(page.getByRole('button', { name: 'Activate UNIT-2' })).toBeVisible();

    // Attachment: upload, then download the same bytes.
    await page.getByRole('tab', { name: /^Attachments/ }).click();
    const content = Buffer.from(`Site survey ${run}\nLevel 1: 3 fan coils\n`, 'utf8');
    // The schedules tab keeps its own (spreadsheet) file input mounted: use the attachment form's.
    await page
      .getByRole('tabpanel', { name: /^Attachments/ })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'site-survey.txt',
        mimeType: 'text/plain',
        buffer: content,
      });
    await expect(page.getByRole('textbox', { name: 'Attachment Name' })).toHaveValue('site-survey');
    await page.getByRole('button', { name: 'Upload' }).click();
    const attachment = page.getByTestId('attachment-row').filter({ hasText: 'site-survey.txt' });
    await expect(attachment).toBeVisible();
    const downloading = page.waitForEvent('download');
    await attachment.getByRole('button', { name: 'Download site-survey' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('site-survey.txt');
    const downloadedPath = await download.path();
    expect(Buffer.compare(await readFile(downloadedPath), content)).toBe(0);

    // Advanced properties: the location form, also at the spec's address outside topmenu.
    await page.getByRole('link', { name: 'Advanced properties' }).click();
    await expect(page.getByRole('heading', { name: 'Advanced properties' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('100 Harbor Way');
    await page.getByRole('textbox', { name: 'City' }).fill('Portland');
    await choose(page, 'Country', 'United States');
    await choose(page, 'State / Province', 'Oregon');
    await page.getByRole('button', { name: 'Save location' }).click();
    await expect(toasts(page).filter({ hasText: 'Location saved.' })).toBeVisible();
    const projectId = /project-detail\/(\d+)/.exec(projectUrl)?.[1];
    await page.goto(`/project/project-detail/${projectId}/project-properties-advanced`);
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
    await expect(page.getByRole('combobox', { name: 'State / Province' })).toHaveValue('Oregon');
    await page.getByRole('link', { name: projectName }).click();

    // The event log shows each change, newest first, with who made it.
    await page.getByRole('tab', { name: 'Event log' }).click();
    const events = page.getByTestId('event-row');
    await expect(events.first()).toContainText(`Set the location of project "${projectName}"`);
    for (const text of [
      'Attached "site-survey" (site-survey.txt)',
      `Created project "${projectName}"`,
      'Added schedule "Level 1"',
      'Added UNIT-3',
      'Copied 2 line items',
      'Deactivated line item UNIT-2 in schedule "Level 2"',
    ]) {
      await expect(events.filter({ hasText: text })).toHaveCount(1);
    }
    await expect(events.first()).toContainText('Nora Walsh');

    // Search finds the project; the list names its schedules.
    await menu(page).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('textbox', { name: 'Search projects' }).fill(run);
    await expect(page.getByTestId('project-row')).toHaveCount(1);
    const row = page.getByTestId('project-row').first();
    await expect(row.getByRole('link', { name: projectName })).toBeVisible();
    await expect(row.getByTestId('project-schedules')).toContainText('Level 2 (3)');
    await expect(row.getByTestId('project-schedules')).toContainText('Level 1 (3)');
    await expect(page.getByTestId('count-active')).toHaveText('Active: 1');

    // Sort the whole list by name, both ways, with the column header.
    await page.getByRole('textbox', { name: 'Search projects' }).fill('');
    await expect(page.getByTestId('project-row')).not.toHaveCount(1);
    const header = page.getByRole('columnheader', { name: 'Project' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=Name&dir=asc/);
    // The previous rows stay (dimmed) until the sorted page arrives.
    await expect(page.getByRole('table', { name: 'Projects' })).toHaveAttribute('aria-busy', 'false');
    const ascending = await projectNames(page);
    expect(ascending.length).toBeGreaterThan(1);
    // The server sorts by the lower-cased name; the embedded database compares code points.
    const byLowerName = (a: string, b: string) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    expect(ascending).toEqual([...ascending].sort(byLowerName));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => projectNames(page)).toEqual([...ascending].reverse());

    // The project opens again from its address (the list keeps no state the detail needs).
    await page.goto(projectUrl);
    await expect(page.getByRole('tab', { name: /^Level 2/ })).toBeVisible();
  });

  test("another company's rep sees not found for a Northwind project, not the project", async ({
    page,
    browser,
  }) => {
    await signIn(page, 'rep@northwind.test');
    const link = page.getByRole('link', { name: /^Riverside Medical Center/ });
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const projectUrl = new URL(page.url()).pathname;

    // A browser of its own for the second user, as a second person would have.
    const contoso = await newPageFor(browser, 'rep@contoso.test');
    await contoso.goto(projectUrl);
    await expect(contoso.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await expect(
      contoso.getByText('This project does not exist, or you do not have access to it.'),
    ).toBeVisible();
    await expect(contoso.getByText(name)).toHaveCount(0);

    // topmenu/{menuid}/project is the same list: Contoso's own projects only.
    await contoso.goto('/topmenu/7/project');
    await expect(contoso.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await expect(contoso.getByTestId('project-row').first()).toBeVisible();
    await expect(contoso.getByTestId('project-row').filter({ hasText: 'Northwind Reps' })).toHaveCount(0);
    await expect(contoso.getByRole('link', { name })).toHaveCount(0);
    await contoso.context().close();
  });

  test('the engineer sees the line items without any price column; the rep sees the list price', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'rep@northwind.test');
    // A demo project with line items (the first row may be a project another test just made).
    await page.getByRole('link', { name: /^Riverside Medical Center/ }).click();
    await expect(lineItemRows(page).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'List Price' })).toBeVisible();
    const projectUrl = new URL(page.url()).pathname;

    const engineer = await newPageFor(browser, 'engineer@northwind.test');
    await engineer.goto(projectUrl);
    await expect(lineItemRows(engineer).first()).toBeVisible();
    await expect(engineer.getByRole('columnheader', { name: 'Tag' })).toBeVisible();
    await expect(engineer.getByRole('columnheader', { name: /price/i })).toHaveCount(0);
    await expect(engineer.getByText(/\$\d/)).toHaveCount(0);
    await engineer.context().close();
  });
});
