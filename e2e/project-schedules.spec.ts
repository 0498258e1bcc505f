import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { createProjectWithSchedule } from './support/journeys.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const toasts = (page: Page) => page.locator('.aq-toast');
const shipTo = (page: Page) => page.getByTestId('schedule-location');

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openProjectView(page: Page, view: string): Promise<void> {
  await menu(page).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('tab', { name: view, exact: true }).click();
  await expect(page.getByRole('tab', { name: view, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** A signed-in page in a browser context of its own (its own localStorage, so its own session). */
async function newPageFor(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test.describe('project schedules and customer projects', () => {
  test('set a schedule location and see it after reload, find the schedule by search, see my schedules', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'rep@northwind.test');

    // A project and a schedule of this run's own.
    const { run, projectName, scheduleName } = await createProjectWithSchedule(page, {
      project: 'E2E Dockside',
      schedule: 'Pier',
    });
    await expect(shipTo(page)).toHaveText('No ship-to location yet');

    // The schedule's ship-to location, through the location form of the advanced properties.
    await page.getByRole('button', { name: 'Location', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Location of ${scheduleName}` });
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('5 Dock St');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Halifax');
    await dialog.getByRole('textbox', { name: 'Postal Code' }).fill('B3H 1A1');
    await choose(page, 'Country', 'Canada');
    await choose(page, 'State / Province', 'Nova Scotia');
    await page.screenshot({ path: '/tmp/projects-schedule-location-form.png' });
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await expect(toasts(page).filter({ hasText: `Location of ${scheduleName} saved.` })).toBeVisible();
    await expect(dialog).toBeHidden();
    const address = 'Ship to: 5 Dock St, Halifax NS B3H 1A1, CA';
    await expect(shipTo(page)).toHaveText(address);

    // Stored: a reload reads it back, and the form opens with it.
    await page.reload();
    await expect(shipTo(page)).toHaveText(address);
    await page.getByRole('button', { name: 'Location', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Halifax');
    await expect(dialog.getByRole('combobox', { name: 'State / Province' })).toHaveValue('Nova Scotia');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await toasts(page).first().waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/projects-schedule-location.png' });
    const scheduleUrl = new URL(page.url());

    // Find the schedule by its name among every project's schedules, and open it.
    await openProjectView(page, 'Find schedules');
    await page.getByRole('textbox', { name: 'Search schedules' }).fill(run);
    const found = page.getByTestId('schedule-row');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(projectName);
    await expect(found).toContainText('5 Dock St, Halifax NS B3H 1A1, CA');
    await expect(page).toHaveURL(new RegExp(`view=schedules&q=${run}`));
    await page.screenshot({ path: '/tmp/projects-schedule-search.png' });
    await found.getByRole('link', { name: scheduleName }).click();
    await expect(page).toHaveURL(/project-detail\/\d+\?tab=schedules&schedule=\d+$/);
    expect(new URL(page.url()).pathname).toBe(scheduleUrl.pathname);
    await expect(page.getByRole('tab', { name: new RegExp(`^${scheduleName}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(shipTo(page)).toHaveText(address);

    // My schedules: the one just made, newest change first, before the demo schedules of the rep
    // (another spec's journey, running beside this one, may add newer ones still).
    await openProjectView(page, 'My schedules');
    const mine = page.getByTestId('schedule-row');
    const ours = mine.filter({ hasText: scheduleName });
    await expect(ours).toContainText(projectName);
    const names = await mine.locator('a[href*="schedule="]').allTextContents();
    expect(names.indexOf(scheduleName)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(scheduleName)).toBeLessThan(names.indexOf('Tower B – Patient Floors'));
    await page.screenshot({ path: '/tmp/projects-my-schedules.png' });
    await ours.getByRole('link', { name: projectName }).click();
    await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  });

  test("customer projects: a rep gets their own company's, internal staff open any customer's", async ({
    page,
    browser,
  }) => {
    await signIn(page, 'rep@northwind.test');
    // The project search stays the screen's default view, with the spec's counts.
    await expect(page.getByRole('tab', { name: 'Projects', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('count-mine')).toBeVisible();
    await page.screenshot({ path: '/tmp/projects-list.png' });
    await openProjectView(page, 'Customer projects');
    // The rep works for one company: it is chosen at once, and it is the only one offered.
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue('Northwind Reps');
    await expect(page.getByRole('link', { name: /^Riverside Medical Center/ })).toBeVisible();
    await expect(page.getByTestId('project-row').filter({ hasText: 'Fabrikam' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Customer' }).click();
    await expect(page.getByRole('option')).toHaveText(['Northwind Reps']);
    await page.keyboard.press('Escape');

    // Internal staff see every company and open a customer's projects.
    const internal = await newPageFor(browser, 'engineering@airquote.test');
    await openProjectView(internal, 'Customer projects');
    await expect(internal.getByText('Choose a customer to see its projects.')).toBeVisible();
    await choose(internal, 'Customer', 'Fabrikam Mechanical');
    const rows = internal.getByTestId('project-row');
    await expect(rows.first()).toContainText('Fabrikam Plant 2 Office Expansion');
    await expect(rows.filter({ hasNotText: 'Fabrikam Mechanical' })).toHaveCount(0);
    await expect(internal).toHaveURL(/view=customer&company=\d+/);
    await internal.screenshot({ path: '/tmp/projects-customer-projects.png' });
    await internal.getByRole('link', { name: 'Fabrikam Plant 2 Office Expansion' }).click();
    await expect(internal.getByRole('heading', { name: 'Fabrikam Plant 2 Office Expansion' })).toBeVisible();
    await internal.context().close();
  });
});
