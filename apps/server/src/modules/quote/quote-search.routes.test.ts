import type { QuoteListItem } from '@airquote/shared/contracts/quote/search-project-quotes';
import { quoteSearchMessages } from '@airquote/shared/contracts/quote/search-project-quotes';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { quoteStatusMessages } from '@airquote/shared/rules/quote-status';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import { callApi, demoProjects, projectIdByName } from '../../test/project-fixtures.ts';
import { centsOf, createQuote, demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let rep: string;
let admin: string;
let engineer: string;
let contosoRep: string;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, admin, engineer, contosoRep] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'admin@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
    signIn(app, 'rep@contoso.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
});
afterAll(async () => app.close());

type Page = { Quotes: QuoteListItem[]; TotalCount: number; PageNumber: number; PageSize: number };

const search = (token: string, body: Record<string, unknown>) =>
  callApi(app, token, 'POST', '/ProjectQuote/search', body);

async function page(token: string, body: Record<string, unknown> = {}): Promise<Page> {
  const response = await search(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (result: Page) => result.Quotes.map((quote) => quote.ProjectQuoteId);

const newQuote = () =>
  createQuote(app, rep, { ProjectId: riverside.projectId, ProjectScheduleIds: riverside.scheduleIds });

describe('quotes list', () => {
  it('lists the newest change first with the row fields and the quote form total', async () => {
    const quote = await newQuote();
    const result = await page(rep);
    expect(result.PageNumber).toBe(1);
    expect(result.PageSize).toBe(50);
    expect(result.TotalCount).toBeGreaterThanOrEqual(result.Quotes.length);
    const [first] = result.Quotes;
    expect(first).toMatchObject({
      ProjectQuoteId: quote.ProjectQuoteId,
      QuoteNumber: quote.QuoteNumber,
      Revision: 1,
      ProjectId: riverside.projectId,
      ProjectName: demoProjects.riverside,
      CompanyName: 'Northwind Reps',
      BrandId: quote.BrandId,
      BrandName: quote.BrandName,
      QuoteStatusId: QuoteStatus.Open,
      QuoteStatusName: 'Open',
      Total: quote.Total,
      ValidUntil: quote.ValidUntil,
      CreatedByName: quote.CreatedByName,
      IsSuperseded: false,
    });
    expect(first?.Total).toMatch(/^\d+\.\d{2}$/);
    const modified = result.Quotes.map((row) => row.DateModified);
    expect(modified).toEqual([...modified].sort().reverse());
  });

  it('filters by status (several), brand, text, date range and superseded revisions', async () => {
    const quote = await newQuote();
    const harbor = await projectIdByName(app, demoProjects.harbor);
    const held = await page(rep, { QuoteStatusIds: [QuoteStatus.Hold] });
    expect(held.Quotes.map((row) => row.ProjectId)).toEqual([harbor]);
    const openOrHeld = await page(rep, { QuoteStatusIds: [QuoteStatus.Hold, QuoteStatus.Open] });
    expect(openOrHeld.TotalCount).toBe(
      held.TotalCount + (await page(rep, { QuoteStatusIds: [QuoteStatus.Open] })).TotalCount,
    );
    expect(ids(openOrHeld)).toContain(quote.ProjectQuoteId);

    expect(ids(await page(rep, { SearchText: quote.QuoteNumber.toLowerCase() }))).toEqual([
      quote.ProjectQuoteId,
    ]);
    const byProject = await page(rep, { SearchText: 'RIVERSIDE medical' });
    expect(byProject.Quotes.length).toBeGreaterThan(0);
    expect(byProject.Quotes.every((row) => row.ProjectId === riverside.projectId)).toBe(true);
    // The company name finds the company's quotes; internal staff see both companies.
    const contoso = await page(admin, { SearchText: 'contoso' });
    expect(contoso.Quotes.length).toBeGreaterThan(0);
    expect(new Set(contoso.Quotes.map((row) => row.CompanyName))).toEqual(new Set(['Contoso Reps']));
    expect((await page(admin, { SearchText: '100%_\\' })).TotalCount).toBe(0);

    expect(ids(await page(rep, { BrandId: quote.BrandId }))).toContain(quote.ProjectQuoteId);
    expect(ids(await page(rep, { BrandId: quote.BrandId === 1 ? 2 : 1 }))).not.toContain(
      quote.ProjectQuoteId,
    );

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(ids(await page(rep, { DateFrom: today, DateTo: today }))).toContain(quote.ProjectQuoteId);
    expect(ids(await page(rep, { DateField: 'DateCreated', DateTo: yesterday }))).not.toContain(
      quote.ProjectQuoteId,
    );
    // The seeded Harbor Point quote was created nine days ago.
    const createdLastWeek = await page(rep, {
      DateField: 'DateCreated',
      DateFrom: new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 10),
      DateTo: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(createdLastWeek.Quotes.map((row) => row.ProjectId)).toContain(harbor);

    // Riverside's demo quote has a superseded revision 1, listed only when asked for.
    const current = await page(rep, { SearchText: 'riverside' });
    expect(current.Quotes.some((row) => row.IsSuperseded)).toBe(false);
    const all = await page(rep, { SearchText: 'riverside', IncludeSuperseded: true });
    const superseded = all.Quotes.filter((row) => row.IsSuperseded);
    expect(superseded.length).toBeGreaterThan(0);
    expect(all.TotalCount).toBe(current.TotalCount + superseded.length);
  });

  it('pages and sorts by number, project, status, total and dates', async () => {
    await Promise.all([newQuote(), newQuote(), newQuote()]);
    const everything = await page(rep, { PageSize: 200, IncludeSuperseded: true });
    expect(everything.Quotes).toHaveLength(everything.TotalCount);
    const first = await page(rep, { PageSize: 2, PageNumber: 1, IncludeSuperseded: true });
    const second = await page(rep, { PageSize: 2, PageNumber: 2, IncludeSuperseded: true });
    expect(first.TotalCount).toBe(everything.TotalCount);
    expect([...ids(first), ...ids(second)]).toEqual(ids(everything).slice(0, 4));
    // A page past the end is empty and still counts what matches.
    expect(await page(rep, { PageNumber: 1000, IncludeSuperseded: true })).toMatchObject({
      Quotes: [],
      TotalCount: everything.TotalCount,
    });

    const sorted = async (SortField: string, SortDirection: string) =>
      (await page(rep, { PageSize: 200, IncludeSuperseded: true, SortRequest: { SortField, SortDirection } }))
        .Quotes;
    const numbers = (await sorted('QuoteNumber', 'Ascending')).map(
      (row) => `${row.QuoteNumber}/${row.Revision}`,
    );
    expect(numbers).toEqual([...numbers].sort());
    const projects = (await sorted('ProjectName', 'Descending')).map((row) => row.ProjectName.toLowerCase());
    expect(projects).toEqual([...projects].sort().reverse());
    const statuses = (await sorted('QuoteStatusName', 'Ascending')).map((row) => row.QuoteStatusName);
    expect(statuses).toEqual([...statuses].sort());
    expect(new Set(statuses).size).toBeGreaterThan(1);
    const created = (await sorted('DateCreated', 'Ascending')).map((row) => row.DateCreated);
    expect(created).toEqual([...created].sort());
    const totals = (await sorted('Total', 'Descending')).map((row) => row.Total);
    const priced = totals.filter((total) => total !== null).map((total) => centsOf(total));
    expect(priced.length).toBeGreaterThan(2);
    expect(priced).toEqual([...priced].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    // Quotes without a total come last.
    expect(totals.slice(priced.length).every((total) => total === null)).toBe(true);
    const totalPage = await page(rep, {
      PageSize: 2,
      PageNumber: 2,
      IncludeSuperseded: true,
      SortRequest: { SortField: 'Total', SortDirection: 'Descending' },
    });
    expect(totalPage.Quotes.map((row) => row.Total)).toEqual(totals.slice(2, 4));
  });

  it('lists the current total: a changed line item quantity changes it', async () => {
    const quote = await newQuote();
    const [line] = quote.LineItems;
    if (!line?.Pricing) throw new Error('no priced line');
    const listed = async () =>
      (await page(rep, { SearchText: quote.QuoteNumber })).Quotes.find(
        (row) => row.ProjectQuoteId === quote.ProjectQuoteId,
      )?.Total;
    expect(await listed()).toBe(quote.Total);
    // Written straight to the table (as an import would): the list prices what is stored now.
    await app.deps.db
      .update(projectScheduleLineItems)
      .set({ itemQty: sql`${projectScheduleLineItems.itemQty} + 2` })
      .where(eq(projectScheduleLineItems.projectScheduleLineItemId, line.ProjectScheduleLineItemId));
    const after = await listed();
    expect(centsOf(after)).toBe(centsOf(quote.Total) + 2n * centsOf(line.Pricing.NetUnitPrice));
    expect(after).toBe((await getQuote(app, rep, quote.ProjectQuoteId)).Total);
  });

  it("shows rep@contoso.test none of Northwind's quotes and answers 403 to an Engineer", async () => {
    const quote = await newQuote();
    const contoso = await page(contosoRep, { PageSize: 200, IncludeSuperseded: true });
    expect(contoso.Quotes.length).toBeGreaterThan(0);
    expect(contoso.Quotes.every((row) => row.CompanyName === 'Contoso Reps')).toBe(true);
    expect(await page(contosoRep, { SearchText: quote.QuoteNumber })).toMatchObject({
      Quotes: [],
      TotalCount: 0,
    });
    expect((await page(contosoRep, { SearchText: 'riverside' })).TotalCount).toBe(0);
    const denied = await search(engineer, {});
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toMatch(/Total|Q-\d/);
  });

  it('refuses bad input with a clear message', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await search(rep, body);
      return { status: response.statusCode, message: response.json().message as string };
    };
    expect(await refused({ PageSize: 500 })).toMatchObject({
      status: 400,
      message: expect.stringContaining(quoteSearchMessages.pageSize),
    });
    expect(await refused({ PageNumber: 0 })).toMatchObject({
      status: 400,
      message: expect.stringContaining(quoteSearchMessages.pageNumber),
    });
    expect(await refused({ QuoteStatusIds: [9] })).toMatchObject({
      status: 400,
      message: expect.stringContaining(quoteStatusMessages.unknownStatus),
    });
    expect(await refused({ SortRequest: { SortField: 'Secret' } })).toMatchObject({
      status: 400,
      message: expect.stringContaining(quoteSearchMessages.sortField),
    });
    expect(await refused({ DateFrom: '2026-05-02', DateTo: '2026-05-01' })).toEqual({
      status: 400,
      message: quoteSearchMessages.dateRange,
    });
    expect((await refused({ DateFrom: 'yesterday' })).status).toBe(400);
    // A well-formed day the database cannot hold is refused too, not a 500.
    expect(await refused({ DateFrom: '0000-01-01' })).toMatchObject({
      status: 400,
      message: expect.stringContaining('Enter a date between 1900 and 9999'),
    });
  });
});
