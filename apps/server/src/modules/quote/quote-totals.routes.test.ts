import type { ProjectQuote, ProjectQuoteSummary } from '@airquote/shared/contracts/quote/quote-schemas';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import { projectQuotes } from '../../db/schema/quotes.ts';
import { seedDemoQuotes } from '../../db/seed/demo-quotes.ts';
import { companyIdByName, standardMultiplier } from '../../test/pricing-fixtures.ts';
import { callApi, demoProjects, projectIdByName } from '../../test/project-fixtures.ts';
import {
  centsOf,
  changeQuote,
  createQuote,
  demoProjectSchedules,
  getQuote,
  QUOTE,
} from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let rep: string;
let engineering: string;
let engineer: string;
let contosoRep: string;
let northwindId: number;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, engineering, engineer, contosoRep] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'engineering@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
    signIn(app, 'rep@contoso.test'),
  ]);
  northwindId = await companyIdByName(app, 'Northwind Reps');
  riverside = await demoProjectSchedules(app, demoProjects.riverside, [
    'Tower B – Patient Floors',
    'Tower B – Lobby & Admin',
  ]);
});
afterAll(async () => app.close());

/**
 * The expected line total of the schedules' active line items, computed here apart from the quote
 * code: each line's unit list price as the pricing endpoint answers it for the line item alone
 * (Pricing/GetById: base + adders), × the stored standard multiplier of its category and the
 * transaction type, rounded half up to the cent, × quantity.
 */
async function expectedLineTotalCents(scheduleIds: number[], transactionType: number): Promise<bigint> {
  const rows = await app.deps.db
    .select()
    .from(projectScheduleLineItems)
    .where(inArray(projectScheduleLineItems.projectScheduleId, scheduleIds));
  let total = 0n;
  for (const row of rows.filter((line) => line.isActive)) {
    const priced = (
      await callApi(app, rep, 'GET', `/Pricing/GetById/${row.projectScheduleLineItemId}`)
    ).json();
    const multiplier = (
      await standardMultiplier(app, northwindId, row.productTypeCategoryId, transactionType)
    ).multiplier;
    const tenThousandths = BigInt(multiplier.replace('.', ''));
    const net = (centsOf(priced.UnitListPrice) * tenThousandths + 5_000n) / 10_000n;
    total += BigInt(row.itemQty) * net;
  }
  return total;
}

const addNetAdd = async (quoteId: number, NetAddType: string, Amount: string) => {
  const response = await callApi(app, rep, 'POST', '/ProjectQuoteNetAdds', {
    ProjectQuoteId: quoteId,
    NetAddType,
    Amount,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('demo quotes', () => {
  it('are seeded once: a revised quote on Riverside, a held one on Harbor Point, one for Contoso', async () => {
    const list: ProjectQuoteSummary[] = (
      await callApi(app, rep, 'GET', `${QUOTE}/getbyprojectid/${riverside.projectId}`)
    ).json();
    const demo = list.filter((quote) => quote.CreatedByName === 'Nora Walsh' && quote.Revision <= 2);
    const [newest, oldest] = [
      demo.find((quote) => quote.Revision === 2),
      demo.find((quote) => quote.Revision === 1),
    ];
    expect(newest).toMatchObject({
      QuoteStatusName: 'Open',
      IsSuperseded: false,
      SupersedesProjectQuoteId: oldest?.ProjectQuoteId,
    });
    expect(oldest).toMatchObject({ IsSuperseded: true, QuoteNumber: newest?.QuoteNumber });
    expect(newest?.Total).toMatch(/^\d+\.\d{2}$/);
    const detail = await getQuote(app, rep, newest?.ProjectQuoteId ?? 0);
    expect(detail.NetAdds.map((netAdd) => netAdd.Amount)).toEqual(['1850.00', '2400.00']);
    expect(detail.ShipToLocation?.City).toBe('Sacramento');
    const harbor = await projectIdByName(app, demoProjects.harbor);
    const held: ProjectQuoteSummary[] = (
      await callApi(app, rep, 'GET', `${QUOTE}/getbyprojectid/${harbor}`)
    ).json();
    expect(held.map((quote) => quote.QuoteStatusName)).toEqual(['Hold']);
    const westbrook = await projectIdByName(app, demoProjects.westbrook);
    expect(
      (await callApi(app, contosoRep, 'GET', `${QUOTE}/getbyprojectid/${westbrook}`)).json(),
    ).toHaveLength(1);

    const count = async () => (await app.deps.db.select().from(projectQuotes)).length;
    const before = await count();
    await seedDemoQuotes(app.deps.db);
    expect(await count()).toBe(before);
  });
});

describe('quote totals', () => {
  it('are Σ qty × net unit price + net adds, exact to the cent, for either transaction type', async () => {
    const quote = await createQuote(app, rep, {
      ProjectId: riverside.projectId,
      ProjectScheduleIds: riverside.scheduleIds,
    });
    await addNetAdd(quote.ProjectQuoteId, 'Freight', '0.10');
    await addNetAdd(quote.ProjectQuoteId, 'StartUp', '0.20');
    await addNetAdd(quote.ProjectQuoteId, 'Misc', '1250');
    const read = await getQuote(app, rep, quote.ProjectQuoteId);
    const lineTotal = await expectedLineTotalCents(riverside.scheduleIds, 1);
    expect(centsOf(read.Totals?.LineItemsTotal)).toBe(lineTotal);
    expect(read.Totals?.NetAddsTotal).toBe('1250.30');
    expect(centsOf(read.Totals?.Total)).toBe(lineTotal + 125_030n);
    expect(read.Total).toBe(read.Totals?.Total);
    expect(read.Totals?.LinesWithoutMultiplier).toBe(0);
    // Each line shows what the total adds up: Σ ExtendedNetPrice = LineItemsTotal.
    const extended = read.LineItems.reduce((sum, line) => sum + centsOf(line.Pricing?.ExtendedNetPrice), 0n);
    expect(extended).toBe(lineTotal);
    for (const line of read.LineItems)
      expect(centsOf(line.Pricing?.ExtendedNetPrice)).toBe(
        BigInt(line.ItemQty) * centsOf(line.Pricing?.NetUnitPrice),
      );

    const factoryDirect = (await changeQuote(app, rep, read, { TransactionType: 2 })).json() as ProjectQuote;
    const factoryLineTotal = await expectedLineTotalCents(riverside.scheduleIds, 2);
    expect(factoryLineTotal).toBeGreaterThan(lineTotal);
    expect(centsOf(factoryDirect.Totals?.Total)).toBe(factoryLineTotal + 125_030n);
  });

  it('follow the schedules: a deactivated line item leaves the quote, as the quote covers active ones only', async () => {
    const scheduleId = riverside.scheduleIds[1] as number;
    const quote = await createQuote(app, rep, {
      ProjectId: riverside.projectId,
      ProjectScheduleIds: [scheduleId],
    });
    const [line] = quote.LineItems;
    if (!line) throw new Error('no line');
    const lineItem = (
      await callApi(app, rep, 'GET', `/ProjectScheduleLineItem/${line.ProjectScheduleLineItemId}`)
    ).json();
    const toggled = await callApi(
      app,
      rep,
      'PUT',
      `/ProjectScheduleLineItem/ToggleStatus/${line.ProjectScheduleLineItemId}`,
      {
        RowVersion: lineItem.RowVersion,
      },
    );
    expect(toggled.statusCode, toggled.body).toBe(200);
    const after = await getQuote(app, rep, quote.ProjectQuoteId);
    expect(after.LineItems.map((item) => item.ProjectScheduleLineItemId)).not.toContain(
      line.ProjectScheduleLineItemId,
    );
    expect(centsOf(after.Totals?.Total)).toBe(
      centsOf(quote.Totals?.Total) - centsOf(line.Pricing?.ExtendedNetPrice),
    );
  });
});

describe('price secrecy', () => {
  it('shows application engineering the quote without a single price', async () => {
    const quote = await createQuote(app, rep, {
      ProjectId: riverside.projectId,
      ProjectScheduleIds: riverside.scheduleIds,
    });
    await addNetAdd(quote.ProjectQuoteId, 'Freight', '300.00');
    const read = await getQuote(app, engineering, quote.ProjectQuoteId);
    expect(read.LineItems.length).toBe(quote.LineItems.length);
    expect(read.LineItems.every((line) => line.Pricing === null)).toBe(true);
    expect({
      Totals: read.Totals,
      Total: read.Total,
      Amounts: read.NetAdds.map((netAdd) => netAdd.Amount),
    }).toEqual({
      Totals: null,
      Total: null,
      Amounts: [null],
    });
    const netAdds = (
      await callApi(
        app,
        engineering,
        'GET',
        `/ProjectQuoteNetAdds/GetByProjectQuoteId/${quote.ProjectQuoteId}`,
      )
    ).json();
    expect(netAdds.map((netAdd: { Amount: string | null }) => netAdd.Amount)).toEqual([null]);
    const list: ProjectQuoteSummary[] = (
      await callApi(app, engineering, 'GET', `${QUOTE}/getbyprojectid/${riverside.projectId}`)
    ).json();
    expect(list.every((summary) => summary.Total === null)).toBe(true);
    // Application engineering reads quotes but does not change them.
    expect((await changeQuote(app, engineering, read, { ValidUntil: '2099-01-01' })).statusCode).toBe(403);
  });

  it('answers 403 to an Engineer on every quote endpoint', async () => {
    const quote = await createQuote(app, rep, {
      ProjectId: riverside.projectId,
      ProjectScheduleIds: riverside.scheduleIds,
    });
    const id = quote.ProjectQuoteId;
    const calls: Array<['GET' | 'POST' | 'PUT', string, unknown?]> = [
      ['POST', QUOTE, { ProjectQuoteId: id, RowVersion: 1 }],
      ['POST', `${QUOTE}/ProjectQuoteLocationUpsert`, { ProjectQuoteId: id, RowVersion: 1, ShipTo: {} }],
      ['GET', `${QUOTE}/${id}`],
      ['GET', `${QUOTE}/getbyprojectid/${riverside.projectId}`],
      ['GET', '/ProjectQuote/ProjectQuoteStatuses'],
      ['GET', '/ProjectQuote/GetQuoteEngRequestStatusLookups'],
      ['GET', '/ProjectQuote/GetQuoteStatusLookups'],
      ['GET', `/ProjectQuote/GetQuoteNotesByQuoteId/${id}`],
      ['POST', '/ProjectQuote/UpsertProjectQuoteNote', { ProjectQuoteId: id, Note: 'x' }],
      ['POST', '/ProjectQuoteNetAdds', { ProjectQuoteId: id, NetAddType: 'Misc', Amount: '1.00' }],
      ['GET', `/ProjectQuoteNetAdds/GetByProjectQuoteId/${id}`],
      ['PUT', '/ProjectQuoteNetAdds/delete', { ProjectQuoteNetAddId: 1, RowVersion: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const response = await callApi(app, engineer, method, path, body);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
    }
  });
});
