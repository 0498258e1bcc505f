import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs, signIn } from './app.ts';

/** A name part of this run's own, so a journey can run again on the same database. */
function runId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Through the screens of a signed-in user: a new project with one schedule, both named after this
 * run (`E2E Sheet k3x…`, `Roof k3x…`); the page ends on the project with the schedule shown.
 * Answers the run's name part with both names.
 */
export async function createProjectWithSchedule(
  page: Page,
  names: { project: string; schedule: string },
): Promise<{ run: string; projectName: string; scheduleName: string }> {
  const run = runId();
  const projectName = `${names.project} ${run}`;
  const scheduleName = `${names.schedule} ${run}`;
  await page.getByRole('link', { name: 'New Project' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(projectName);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const newSchedule = page.getByRole('dialog', { name: 'New schedule' });
  await newSchedule.getByRole('textbox', { name: 'Schedule Name' }).fill(scheduleName);
  await newSchedule.getByRole('button', { name: 'Add schedule' }).click();
  await expect(page.getByRole('heading', { name: scheduleName })).toBeVisible();
  return { run, projectName, scheduleName };
}

/** Picks an option of a Mantine select (within `scope`) by its label: the first that matches. */
export async function choose(
  page: Page,
  label: string,
  option: string | RegExp,
  scope: Page | Locator = page,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * From a schedule's header: a line item of the model (the first category and model class of the
 * product type) through "Add and configure"; the page ends on its item configuration.
 */
export async function addAndConfigure(page: Page, productType: string, model: RegExp): Promise<void> {
  await choose(page, 'Product Type', productType);
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Model Class', exact: true }).click();
  await page.getByRole('option').first().click();
  await choose(page, 'Model', model);
  await page.getByRole('button', { name: 'Add and configure' }).click();
  await expect(page).toHaveURL(/\/item-configuration\/\d+$/);
}

/**
 * A new project (named `${project} <run>`) with one schedule and its first line item, of the model,
 * open on the item configuration as UNIT-1.
 */
export async function newLineItemToConfigure(
  page: Page,
  project: string,
  productType: string,
  model: RegExp,
): Promise<void> {
  await createProjectWithSchedule(page, { project, schedule: 'Level 1' });
  await addAndConfigure(page, productType, model);
  await expect(page.getByRole('heading', { name: 'Configure UNIT-1' })).toBeVisible();
}

/**
 * Signs in, then from the project list opens the project whose link matches, its Quotes tab and its
 * first quote. Answers the quote's number as its heading shows it ("Quote Q-2026-0001 rev 1").
 */
export async function openFirstQuoteAs(page: Page, email: string, project: RegExp): Promise<string> {
  await signIn(page, email);
  await page.getByRole('link', { name: project }).click();
  await page.getByRole('tab', { name: 'Quotes' }).click();
  await page.getByTestId('project-quote-row').first().getByRole('link').first().click();
  const heading = page.getByRole('heading', { name: /^Quote .+ rev \d+$/ });
  await expect(heading).toBeVisible();
  const quoteNumber = /^Quote (\S+) rev/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
  expect(quoteNumber).not.toBe('');
  return quoteNumber;
}

/**
 * Through the API as `email`: a new quote on Riverside Medical Center's Patient Floors schedule and a
 * draft request for a multiplier 0.05 below the standard of its first priced category (not sent).
 */
export async function quoteWithMultiplierDraft(request: APIRequestContext, email: string) {
  const api = await apiAs(request, email);
  const found = await api('POST', '/Project/search', { SearchText: 'Riverside Medical Center' });
  const projectId: number = found.Projects[0].ProjectId;
  const schedules: Array<{ ProjectScheduleId: number; Name: string }> = await api(
    'GET',
    `/ProjectSchedule/GetByProjectId/${projectId}`,
  );
  const schedule = schedules.find((row) => row.Name === 'Tower B – Patient Floors');
  if (!schedule) throw new Error('no Patient Floors schedule');
  const quote: { ProjectQuoteId: number; QuoteNumber: string } & Record<string, unknown> = await api(
    'POST',
    '/projectquote',
    { ProjectId: projectId, ProjectScheduleIds: [schedule.ProjectScheduleId] },
  );
  const lines = quote.LineItems as Array<{
    Pricing: { StandardMultiplier: string | null; ProductTypeCategoryId: number } | null;
  }>;
  const priced = lines.find((line) => line.Pricing?.StandardMultiplier)?.Pricing;
  if (!priced) throw new Error('no priced line on the new quote');
  await api('POST', '/ProjectQuoteCatMultiplier', {
    ProjectQuoteId: quote.ProjectQuoteId,
    ProductTypeCategoryId: priced.ProductTypeCategoryId,
    RequestedMultiplier: (Number(priced.StandardMultiplier) - 0.05).toFixed(4),
  });
  return { api, projectId, quote };
}
