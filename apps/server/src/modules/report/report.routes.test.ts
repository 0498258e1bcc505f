import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { projectOrders } from '../../db/schema/orders.ts';
import { companyRegions, regions } from '../../db/schema/pricing.ts';
import { projects, winProbabilities } from '../../db/schema/projects.ts';
import { projectQuoteEngRequests, projectQuotes } from '../../db/schema/quotes.ts';
import { createUser } from '../../db/seed/factories.ts';
import { testOrderAddresses } from '../../test/order-fixtures.ts';
import { callApi, demoProjects, userIdByEmail } from '../../test/project-fixtures.ts';
import {
  actOnQuote,
  centsOf,
  createQuote,
  demoProjectSchedules,
  getQuote,
} from '../../test/quote-fixtures.ts';
import { createTestApp, signIn, TEST_DEMO_PASSWORD } from '../../test/test-app.ts';

let app: App;
let admin: string;
let pricing: string;
let rep: string;
let contosoRep: string;
let engineering: string;
let engineer: string;
let project: { projectId: number; scheduleIds: number[] };
let brandId: number;
let regionId: number;
let winPercent: number;
let repUserId: number;
/** The quotes this file made, as the quote endpoint answers them after all changes. */
let made: { open1: ProjectQuote; open2: ProjectQuote; hold: ProjectQuote; ordered: ProjectQuote };
let orderTotal: string;

/** Only what this file made counts: its quotes and order are moved into 2001. */
const year2001 = { DateFrom: '2001-01-01', DateTo: '2001-12-31' };
const REPORT = '/Report';
const endpoints = [
  'PipelineByStatus',
  'PipelineByBrand',
  'PipelineByRegion',
  'PipelineByRep',
  'ValueByMonth',
  'WeightedForecast',
  'ReviewTurnaround',
] as const;

const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
const totalOf = (quote: ProjectQuote) => centsOf(quote.Totals?.Total);

async function report(token: string | null, name: string, body: Record<string, unknown> = year2001) {
  return callApi(app, token, 'POST', `${REPORT}/${name}`, body);
}

async function ok(token: string, name: string, body: Record<string, unknown> = year2001) {
  const response = await report(token, name, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function moveQuoteTo(quoteId: number, timestamp: string) {
  await app.deps.db
    .update(projectQuotes)
    .set({ dateCreated: new Date(timestamp) })
    .where(eq(projectQuotes.projectQuoteId, quoteId));
}

beforeAll(async () => {
  app = await createTestApp();
  [admin, pricing, rep, contosoRep, engineering, engineer] = await Promise.all([
    signIn(app, 'admin@airquote.test'),
    signIn(app, 'pricing@airquote.test'),
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'rep@contoso.test'),
    signIn(app, 'engineering@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
  ]);
  repUserId = await userIdByEmail(app, 'rep@northwind.test');
  project = await demoProjectSchedules(app, demoProjects.riverside, [
    'Tower B – Patient Floors',
    'Tower B – Lobby & Admin',
  ]);
  const [projectRow] = await app.deps.db
    .select()
    .from(projects)
    .where(eq(projects.projectId, project.projectId));
  if (!projectRow) throw new Error('no demo project');
  brandId = projectRow.brandId;
  // A known win probability and a region for the project's company.
  const [fifty] = await app.deps.db.select().from(winProbabilities).where(eq(winProbabilities.percent, 75));
  if (!fifty) throw new Error('no 75 % win probability');
  winPercent = fifty.percent;
  await app.deps.db
    .update(projects)
    .set({ winProbabilityId: fifty.id, expectedCloseDate: '2001-09-15' })
    .where(eq(projects.projectId, project.projectId));
  const [region] = await app.deps.db.insert(regions).values({ name: 'Report Test Region' }).returning();
  if (!region) throw new Error('no region');
  regionId = region.regionId;
  await app.deps.db
    .insert(companyRegions)
    .values({ companyId: projectRow.companyId, regionId })
    .onConflictDoUpdate({ target: companyRegions.companyId, set: { regionId } });
});
afterAll(async () => app?.close());

describe('reports over quotes made here', () => {
  it('starts with nothing in 2001', async () => {
    const answer = await ok(admin, 'PipelineByStatus');
    expect(answer.TotalQuoteCount).toBe(0);
    expect(answer.TotalValue).toBe('0.00');
  });

  it('builds four quotes with known totals, one on hold and one ordered', async () => {
    const [first, second] = project.scheduleIds as [number, number];
    const open1 = await createQuote(app, rep, { ProjectId: project.projectId, ProjectScheduleIds: [first] });
    const open2 = await createQuote(app, rep, {
      ProjectId: project.projectId,
      ProjectScheduleIds: [first, second],
    });
    const hold = await createQuote(app, rep, { ProjectId: project.projectId, ProjectScheduleIds: [second] });
    const ordered = await createQuote(app, rep, {
      ProjectId: project.projectId,
      ProjectScheduleIds: [second],
    });
    for (const [quote, amount] of [
      [open1, '1845.50'],
      [open2, '0.10'],
      [ordered, '250.00'],
    ] as const) {
      const response = await callApi(app, rep, 'POST', '/ProjectQuoteNetAdds', {
        ProjectQuoteId: quote.ProjectQuoteId,
        NetAddType: 'Freight',
        Amount: amount,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await actOnQuote(app, 'rep@northwind.test', hold.ProjectQuoteId, 'Hold');
    const current = await getQuote(app, rep, ordered.ProjectQuoteId);
    const order = await callApi(app, rep, 'POST', '/ProjectOrder', {
      ProjectQuoteId: ordered.ProjectQuoteId,
      RowVersion: current.RowVersion,
      PoNumber: 'PO-REPORT-1',
      RequestedShipDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      ...testOrderAddresses,
    });
    expect(order.statusCode, order.body).toBe(200);
    await moveQuoteTo(open1.ProjectQuoteId, '2001-03-05T10:00:00Z');
    await moveQuoteTo(open2.ProjectQuoteId, '2001-03-31T23:30:00Z');
    await moveQuoteTo(hold.ProjectQuoteId, '2001-04-02T08:00:00Z');
    await moveQuoteTo(ordered.ProjectQuoteId, '2001-04-03T08:00:00Z');
    await app.deps.db
      .update(projectOrders)
      .set({ dateCreated: new Date('2001-05-06T12:00:00Z') })
      .where(eq(projectOrders.projectQuoteId, ordered.ProjectQuoteId));
    made = {
      open1: await getQuote(app, rep, open1.ProjectQuoteId),
      open2: await getQuote(app, rep, open2.ProjectQuoteId),
      hold: await getQuote(app, rep, hold.ProjectQuoteId),
      ordered: await getQuote(app, rep, ordered.ProjectQuoteId),
    };
    expect(made.hold.QuoteStatusId).toBe(QuoteStatus.Hold);
    expect(made.ordered.QuoteStatusId).toBe(QuoteStatus.Ordered);
    orderTotal = made.ordered.Totals?.Total ?? '';
    for (const quote of Object.values(made)) expect(totalOf(quote)).toBeGreaterThan(0n);
  });

  it('sums the pipeline by status to the cent', async () => {
    const answer = await ok(pricing, 'PipelineByStatus');
    const open = totalOf(made.open1) + totalOf(made.open2);
    expect(answer.ShowsMoney).toBe(true);
    expect(answer.Rows).toEqual([
      { Id: QuoteStatus.Open, Name: 'Open', QuoteCount: 2, Value: money(open), UnpricedCount: 0 },
      {
        Id: QuoteStatus.Hold,
        Name: 'Hold',
        QuoteCount: 1,
        Value: money(totalOf(made.hold)),
        UnpricedCount: 0,
      },
      {
        Id: QuoteStatus.Ordered,
        Name: 'Ordered',
        QuoteCount: 1,
        Value: money(totalOf(made.ordered)),
        UnpricedCount: 0,
      },
    ]);
    expect(answer.TotalQuoteCount).toBe(4);
    expect(answer.TotalValue).toBe(money(open + totalOf(made.hold) + totalOf(made.ordered)));
  });

  it('groups the open pipeline by brand, region and rep', async () => {
    const pipeline = totalOf(made.open1) + totalOf(made.open2) + totalOf(made.hold);
    const byBrand = await ok(pricing, 'PipelineByBrand');
    expect(byBrand.Rows).toHaveLength(1);
    expect(byBrand.Rows[0]).toMatchObject({ Id: brandId, QuoteCount: 3, Value: money(pipeline) });
    const byRegion = await ok(pricing, 'PipelineByRegion');
    expect(byRegion.Rows).toEqual([
      { Id: regionId, Name: 'Report Test Region', QuoteCount: 3, Value: money(pipeline), UnpricedCount: 0 },
    ]);
    const byRep = await ok(pricing, 'PipelineByRep');
    expect(byRep.Rows).toHaveLength(1);
    expect(byRep.Rows[0]).toMatchObject({ Id: repUserId, QuoteCount: 3, Value: money(pipeline) });
  });

  it('answers quoted and ordered value per month', async () => {
    const answer = await ok(pricing, 'ValueByMonth');
    expect(answer.Rows).toEqual([
      {
        Month: '2001-03',
        QuotedCount: 2,
        QuotedValue: money(totalOf(made.open1) + totalOf(made.open2)),
        OrderedCount: 0,
        OrderedValue: '0.00',
      },
      {
        Month: '2001-04',
        QuotedCount: 2,
        QuotedValue: money(totalOf(made.hold) + totalOf(made.ordered)),
        OrderedCount: 0,
        OrderedValue: '0.00',
      },
      { Month: '2001-05', QuotedCount: 0, QuotedValue: '0.00', OrderedCount: 1, OrderedValue: orderTotal },
    ]);
  });

  it('weights the open pipeline by the win probability, rounded once per month', async () => {
    const pipeline = totalOf(made.open1) + totalOf(made.open2) + totalOf(made.hold);
    const weighted = (pipeline * BigInt(winPercent) + 50n) / 100n;
    const answer = await ok(pricing, 'WeightedForecast');
    expect(answer.Rows).toEqual([
      { Month: '2001-09', QuoteCount: 3, Value: money(pipeline), WeightedValue: money(weighted) },
    ]);
    expect(answer.TotalWeightedValue).toBe(money(weighted));
  });

  it('measures review turnaround from sending to decision', async () => {
    const requester = repUserId;
    await app.deps.db.insert(projectQuoteEngRequests).values([
      {
        projectQuoteId: made.open1.ProjectQuoteId,
        description: 'Check the coils',
        status: 4,
        requestedByUserId: requester,
        sentAt: new Date('2001-03-06T08:00:00Z'),
        dateModified: new Date('2001-03-06T14:00:00Z'),
      },
      {
        projectQuoteId: made.open2.ProjectQuoteId,
        description: 'Check the fans',
        status: 3,
        requestedByUserId: requester,
        sentAt: new Date('2001-04-01T08:00:00Z'),
        dateModified: new Date('2001-04-02T20:00:00Z'),
      },
      {
        projectQuoteId: made.hold.ProjectQuoteId,
        description: 'Still waiting',
        status: 2,
        requestedByUserId: requester,
        sentAt: new Date('2001-04-03T08:00:00Z'),
      },
    ]);
    const answer = await ok(engineering, 'ReviewTurnaround');
    expect(answer.Rows).toEqual([
      {
        Review: 'Engineering',
        DecidedCount: 2,
        PendingCount: 1,
        AverageHours: '21.0',
        MedianHours: '21.0',
        MaxHours: '36.0',
        Average: '21.0 h',
        Median: '21.0 h',
        Longest: '36.0 h',
      },
      {
        Review: 'Multiplier',
        DecidedCount: 0,
        PendingCount: 0,
        AverageHours: null,
        MedianHours: null,
        MaxHours: null,
        Average: null,
        Median: null,
        Longest: null,
      },
    ]);
  });

  it('shows a turnaround under an hour in minutes, not as "0.0 h" (issue #15 item 9)', async () => {
    await app.deps.db.insert(projectQuoteEngRequests).values([
      {
        projectQuoteId: made.open1.ProjectQuoteId,
        description: 'Quick look',
        status: 4,
        requestedByUserId: repUserId,
        sentAt: new Date('2001-11-05T08:00:00Z'),
        dateModified: new Date('2001-11-05T08:25:00Z'),
      },
      {
        projectQuoteId: made.open2.ProjectQuoteId,
        description: 'Another quick look',
        status: 3,
        requestedByUserId: repUserId,
        sentAt: new Date('2001-11-06T08:00:00Z'),
        dateModified: new Date('2001-11-06T08:02:00Z'),
      },
    ]);
    const answer = await ok(engineering, 'ReviewTurnaround', {
      DateFrom: '2001-11-01',
      DateTo: '2001-11-30',
    });
    expect(answer.Rows[0]).toEqual({
      Review: 'Engineering',
      DecidedCount: 2,
      PendingCount: 0,
      AverageHours: '0.2',
      MedianHours: '0.2',
      MaxHours: '0.4',
      Average: '14 min',
      Median: '14 min',
      Longest: '25 min',
    });
  });
});

describe('filters', () => {
  it('narrows by day range, brand and region', async () => {
    const march = await ok(pricing, 'PipelineByStatus', { DateFrom: '2001-03-01', DateTo: '2001-03-31' });
    expect(march.TotalQuoteCount).toBe(2);
    expect(march.TotalValue).toBe(money(totalOf(made.open1) + totalOf(made.open2)));
    const otherBrand = await ok(pricing, 'PipelineByStatus', { ...year2001, BrandId: brandId === 1 ? 2 : 1 });
    expect(otherBrand.TotalQuoteCount).toBe(0);
    const sameBrand = await ok(pricing, 'PipelineByStatus', { ...year2001, BrandId: brandId });
    expect(sameBrand.TotalQuoteCount).toBe(4);
    const [otherRegion] = await app.deps.db.insert(regions).values({ name: 'Empty Region' }).returning();
    const none = await ok(pricing, 'PipelineByStatus', { ...year2001, RegionId: otherRegion?.regionId });
    expect(none.TotalQuoteCount).toBe(0);
    const mine = await ok(pricing, 'PipelineByStatus', { ...year2001, RegionId: regionId });
    expect(mine.TotalQuoteCount).toBe(4);
  });

  it('refuses a start after the end with 400', async () => {
    const response = await report(pricing, 'PipelineByStatus', {
      DateFrom: '2001-05-01',
      DateTo: '2001-04-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('start date');
  });

  it('follows a change at once (the data set is kept per data version)', async () => {
    const before = await ok(pricing, 'PipelineByStatus');
    await moveQuoteTo(made.open2.ProjectQuoteId, '2002-01-01T00:00:00Z');
    const after = await ok(pricing, 'PipelineByStatus');
    expect(after.TotalQuoteCount).toBe(before.TotalQuoteCount - 1);
    await moveQuoteTo(made.open2.ProjectQuoteId, '2001-03-31T23:30:00Z');
    expect((await ok(pricing, 'PipelineByStatus')).TotalQuoteCount).toBe(before.TotalQuoteCount);
  });
});

describe('who sees what', () => {
  it('answers every endpoint to a reader with report.view; anonymous 401, without report.view 403', async () => {
    await createUser(app.deps.db, {
      email: 'no.reports@example.test',
      firstName: 'No',
      lastName: 'Reports',
      password: TEST_DEMO_PASSWORD,
    });
    const noReports = await signIn(app, 'no.reports@example.test');
    for (const name of endpoints) {
      await ok(admin, name);
      expect((await report(null, name)).statusCode).toBe(401);
      expect((await report(noReports, name)).statusCode).toBe(403);
    }
    expect((await callApi(app, null, 'POST', `${REPORT}/Export/PipelineByStatus`, year2001)).statusCode).toBe(
      401,
    );
    expect(
      (await callApi(app, noReports, 'POST', `${REPORT}/Export/PipelineByStatus`, year2001)).statusCode,
    ).toBe(403);
    expect((await callApi(app, admin, 'POST', `${REPORT}/Export/NoSuchReport`, year2001)).statusCode).toBe(
      400,
    );
  });

  it('lists the active regions for the region filter to every reader of reports', async () => {
    const answer = await callApi(app, engineering, 'GET', `${REPORT}/Regions`);
    expect(answer.statusCode).toBe(200);
    const names: string[] = answer.json().map((region: { Name: string }) => region.Name);
    expect(names).toEqual(expect.arrayContaining(['Midwest', 'Northeast', 'Southeast', 'West']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await callApi(app, null, 'GET', `${REPORT}/Regions`)).statusCode).toBe(401);
  });

  it('answers an Engineer 403 on every report, the export and the regions included: reports count quotes, which an Engineer may not see (ADR 16)', async () => {
    for (const name of endpoints) expect((await report(engineer, name)).statusCode).toBe(403);
    expect(
      (await callApi(app, engineer, 'POST', `${REPORT}/Export/PipelineByStatus`, year2001)).statusCode,
    ).toBe(403);
    expect((await callApi(app, engineer, 'GET', `${REPORT}/Regions`)).statusCode).toBe(403);
  });

  it('gives application engineering the counts and no money', async () => {
    for (const name of endpoints) {
      const response = await report(engineering, name);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/"\d+\.\d{2}"/);
    }
    const answer = await ok(engineering, 'PipelineByStatus');
    expect(answer.ShowsMoney).toBe(false);
    expect(answer.TotalQuoteCount).toBe(4);
    expect(answer.TotalValue).toBeNull();
    expect(answer.Rows.map((row: { Value: unknown }) => row.Value)).toEqual([null, null, null]);
    // Rows ranked by value would still tell which is worth most: without money they go by count, then name.
    const byRep = await ok(engineering, 'PipelineByRep');
    const order = byRep.Rows.map((row: { QuoteCount: number; Name: string }) => [row.QuoteCount, row.Name]);
    expect(order).toEqual(
      [...order].sort(
        (a, b) => (b[0] as number) - (a[0] as number) || String(a[1]).localeCompare(String(b[1])),
      ),
    );
  });

  it("shows a rep their company's projects only", async () => {
    expect((await ok(rep, 'PipelineByStatus')).TotalQuoteCount).toBe(4);
    expect((await ok(contosoRep, 'PipelineByStatus')).TotalQuoteCount).toBe(0);
    expect((await ok(contosoRep, 'ValueByMonth')).Rows).toEqual([]);
  });
});

describe('export', () => {
  async function workbookOf(token: string, kind: string) {
    const response = await callApi(app, token, 'POST', `${REPORT}/Export/${kind}`, year2001);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('writes the table the endpoint answers, money to the cent', async () => {
    const answer = await ok(pricing, 'PipelineByStatus');
    const rows = await workbookOf(pricing, 'PipelineByStatus');
    expect(rows[0]).toEqual(['Status', 'Quotes', 'Value', 'Without total']);
    expect(rows.slice(1)).toEqual(
      answer.Rows.map((row: { Name: string; QuoteCount: number; Value: string }) => [
        row.Name,
        row.QuoteCount,
        Number(row.Value),
        0,
      ]),
    );
    for (const [index, row] of answer.Rows.entries())
      expect(Number(rows[index + 1]?.[2]).toFixed(2)).toBe(row.Value);
  });

  it('writes turnaround in the units the screen shows (minutes under an hour), not bare hours', async () => {
    const answer = await ok(engineering, 'ReviewTurnaround', year2001);
    const rows = await workbookOf(engineering, 'ReviewTurnaround');
    expect(rows[0]).toEqual(['Review', 'Decided', 'Pending', 'Average', 'Median', 'Longest']);
    const engineeringRow = rows.find((row) => row[0] === 'Engineering');
    const shown = answer.Rows.find((row: { Review: string }) => row.Review === 'Engineering');
    expect(engineeringRow?.slice(3)).toEqual([shown.Average, shown.Median, shown.Longest]);
    expect(engineeringRow?.slice(3).every((cell) => /^\d+ min$|^\d+\.\d h$/.test(String(cell)))).toBe(true);
    expect(rows.flat().join(' ')).not.toMatch(/hours/i);
  });

  it('exports every report', async () => {
    for (const name of endpoints) expect((await workbookOf(admin, name)).length).toBeGreaterThan(1);
  });

  it('leaves the money columns out for application engineering', async () => {
    const rows = await workbookOf(engineering, 'ValueByMonth');
    expect(rows[0]).toEqual(['Month', 'Quotes', 'Orders']);
    expect(rows.slice(1)).toEqual([
      ['2001-03', 2, 0],
      ['2001-04', 2, 0],
      ['2001-05', 0, 1],
    ]);
  });

  it('escapes a name that could run as a formula', async () => {
    await app.deps.db.update(regions).set({ name: '=HYPERLINK("x")' }).where(eq(regions.regionId, regionId));
    const rows = await workbookOf(pricing, 'PipelineByRegion');
    expect(rows[1]?.[0]).toBe(`'=HYPERLINK("x")`);
    await app.deps.db
      .update(regions)
      .set({ name: 'Report Test Region' })
      .where(eq(regions.regionId, regionId));
  });
});
