import {
  compareRevisionsMessages,
  type QuoteRevisionComparison,
} from '@airquote/shared/contracts/quote/compare-project-quote-revisions';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { formatCents, parseCents } from '@airquote/shared/rules/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { projectQuotePriceSnapshots, projectQuotes } from '../../db/schema/quotes.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { standardMultiplier } from '../../test/pricing-fixtures.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import { changeQuote, createQuote, demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

/**
 * A superseded revision keeps what it was quoted at (ADR 0046): after revising, a line's quantity and
 * its category's multiplier change; rev 0 still reads at its old price, rev 1 at the new one.
 */
let app: App;
let rep: string;
let admin: string;
let engineering: string;
let floors: number;
let projectId: number;

const compareUrl = (a: number, b: number) => `/projectquote/${a}/compare/${b}`;
const deltaOf = (from: string | null | undefined, to: string | null | undefined) =>
  formatCents((parseCents(to ?? '') ?? 0) - (parseCents(from ?? '') ?? 0));

async function revise(quote: ProjectQuote): Promise<ProjectQuote> {
  const response = await changeQuote(app, rep, quote, { CreateRevision: true });
  expect(response.statusCode, response.body).toBe(200);
  return getQuote(app, rep, response.json().ProjectQuoteId);
}

beforeAll(async () => {
  app = await createTestApp();
  [rep, admin, engineering] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'admin@airquote.test'),
    signIn(app, 'engineering@airquote.test'),
  ]);
  const riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
  projectId = riverside.projectId;
  floors = riverside.scheduleIds[0] ?? 0;
});
afterAll(async () => app.close());

describe('revisions keep the prices they were quoted at', () => {
  it('compares rev 0 at its old quantity and price with rev 1 at the new ones, with the right deltas', async () => {
    const first = await createQuote(app, rep, { ProjectId: projectId, ProjectScheduleIds: [floors] });
    const quoted = await getQuote(app, rep, first.ProjectQuoteId);
    const line = quoted.LineItems[0];
    if (!line?.Pricing) throw new Error('no priced line');
    const second = await revise(quoted);

    // After revising: the line's quantity goes up by 2 and its category's standard multiplier changes.
    const item = (
      await callApi(app, rep, 'GET', `/ProjectScheduleLineItem/${line.ProjectScheduleLineItemId}`)
    ).json();
    const updated = await callApi(app, rep, 'PUT', '/ProjectScheduleLineItem', {
      ProjectScheduleLineItemId: item.ProjectScheduleLineItemId,
      ItemQty: item.ItemQty + 2,
      ItemTag: item.ItemTag,
      RowVersion: item.RowVersion,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const standard = await standardMultiplier(
      app,
      quoted.CompanyId,
      line.Pricing.ProductTypeCategoryId,
      quoted.TransactionType,
    );
    const multiplier = standard.multiplier === '0.6100' ? '0.7300' : '0.6100';
    const upserted = await callApi(app, admin, 'PUT', '/ProductTypeCategoryMultiplier/upsert', {
      ProductTypeCategoryMultiplierId: standard.productTypeCategoryMultiplierId,
      CompanyId: standard.companyId,
      ProductTypeCategoryId: standard.productTypeCategoryId,
      TransactionType: standard.transactionType,
      Multiplier: multiplier,
      RowVersion: standard.rowVersion,
    });
    expect(upserted.statusCode, upserted.body).toBe(200);

    const now = await getQuote(app, rep, second.ProjectQuoteId);
    const newLine = now.LineItems.find(
      (each) => each.ProjectScheduleLineItemId === line.ProjectScheduleLineItemId,
    );
    expect(newLine?.ItemQty).toBe(line.ItemQty + 2);
    expect(newLine?.Pricing?.NetUnitPrice).not.toBe(line.Pricing.NetUnitPrice);
    expect(now.Totals?.Total).not.toBe(quoted.Totals?.Total);

    // The superseded revision's quote page shows what it was quoted at, not today's prices.
    const old = await getQuote(app, rep, first.ProjectQuoteId);
    expect(old.IsSuperseded).toBe(true);
    expect(old.LineItems).toEqual(quoted.LineItems);
    expect(old.Totals).toEqual(quoted.Totals);
    expect(old.Total).toBe(quoted.Totals?.Total);

    // The quotes list agrees with the quote pages: rev 0 at its kept total, rev 1 at today's, in
    // both ways of listing (the page priced after the database pages it, and the sort by total).
    for (const SortRequest of [undefined, { SortField: 'Total', SortDirection: 'Descending' }]) {
      const listed = await callApi(app, rep, 'POST', '/ProjectQuote/search', {
        SearchText: quoted.QuoteNumber,
        IncludeSuperseded: true,
        ...(SortRequest ? { SortRequest } : {}),
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const totalOf = (id: number) =>
        (listed.json().Quotes as { ProjectQuoteId: number; Total: string | null }[]).find(
          (each) => each.ProjectQuoteId === id,
        )?.Total;
      expect(totalOf(first.ProjectQuoteId)).toBe(quoted.Totals?.Total);
      expect(totalOf(second.ProjectQuoteId)).toBe(now.Totals?.Total);
    }

    const response = await callApi(app, rep, 'GET', compareUrl(second.ProjectQuoteId, first.ProjectQuoteId));
    expect(response.statusCode, response.body).toBe(200);
    const comparison: QuoteRevisionComparison = response.json();
    expect(comparison.From).toMatchObject({
      Revision: quoted.Revision,
      Total: quoted.Totals?.Total,
      Basis: 'AsQuoted',
      BasisNote: null,
    });
    expect(comparison.To).toMatchObject({
      Revision: now.Revision,
      Total: now.Totals?.Total,
      Basis: 'Current',
      BasisNote: null,
    });
    const changed = comparison.Lines.find(
      (each) => each.ProjectScheduleLineItemId === line.ProjectScheduleLineItemId,
    );
    expect(changed).toMatchObject({
      Change: 'Changed',
      From: {
        ItemQty: line.ItemQty,
        NetUnitPrice: line.Pricing.NetUnitPrice,
        ExtendedNetPrice: line.Pricing.ExtendedNetPrice,
      },
      To: {
        ItemQty: line.ItemQty + 2,
        NetUnitPrice: newLine?.Pricing?.NetUnitPrice,
        ExtendedNetPrice: newLine?.Pricing?.ExtendedNetPrice,
      },
    });
    expect(changed?.Fields).toEqual(expect.arrayContaining(['Quantity', 'UnitPrice']));
    expect(changed?.ExtendedNetDelta).toBe(
      deltaOf(line.Pricing.ExtendedNetPrice, newLine?.Pricing?.ExtendedNetPrice),
    );
    expect(comparison.TotalDelta).toBe(deltaOf(quoted.Totals?.Total, now.Totals?.Total));
    expect(comparison.TotalDelta).not.toBe('0.00');

    // A reader without prices sees the kept lines without a price.
    const unpriced: ProjectQuote = (
      await callApi(app, engineering, 'GET', `/projectquote/${first.ProjectQuoteId}`)
    ).json();
    expect(unpriced.Totals).toBeNull();
    expect(unpriced.LineItems.map((each) => each.ItemQty)).toEqual(
      quoted.LineItems.map((each) => each.ItemQty),
    );
    expect(unpriced.LineItems.every((each) => each.Pricing === null)).toBe(true);
  });

  it("says a revision superseded before prices were kept is priced at today's prices", async () => {
    const first = await createQuote(app, rep, { ProjectId: projectId, ProjectScheduleIds: [floors] });
    const second = await revise(first);
    // Old data: a revision superseded before this change has no kept prices.
    await app.deps.db
      .delete(projectQuotePriceSnapshots)
      .where(eq(projectQuotePriceSnapshots.projectQuoteId, first.ProjectQuoteId));
    const comparison: QuoteRevisionComparison = (
      await callApi(app, rep, 'GET', compareUrl(first.ProjectQuoteId, second.ProjectQuoteId))
    ).json();
    expect(comparison.From).toMatchObject({
      Basis: 'Today',
      BasisNote: compareRevisionsMessages.pricedAtToday,
    });
    expect(comparison.To).toMatchObject({ Basis: 'Current', BasisNote: null });
    const pdf = await callApi(
      app,
      rep,
      'GET',
      `${compareUrl(first.ProjectQuoteId, second.ProjectQuoteId)}/pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect((await readPdfText(pdf.rawPayload)).text.replace(/\s+/g, ' ')).toContain(
      "Priced at today's prices",
    );
  });

  it('writes the kept prices in the transaction that revises: a failed write leaves no revision', async () => {
    const first = await createQuote(app, rep, { ProjectId: projectId, ProjectScheduleIds: [floors] });
    // A row already there makes the snapshot's insert fail after the new revision's row was inserted.
    await app.deps.db
      .insert(projectQuotePriceSnapshots)
      .values({ projectQuoteId: first.ProjectQuoteId, lineItems: [], totals: null });
    const response = await changeQuote(app, rep, first, { CreateRevision: true });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const revisions = await app.deps.db
      .select()
      .from(projectQuotes)
      .where(and(eq(projectQuotes.quoteNumber, first.QuoteNumber), eq(projectQuotes.projectId, projectId)));
    expect(revisions.map((row) => row.revision)).toEqual([first.Revision]);
    expect(revisions[0]?.supersededByQuoteId).toBeNull();

    // And a revision that succeeds leaves exactly one kept copy of the old one.
    await app.deps.db
      .delete(projectQuotePriceSnapshots)
      .where(eq(projectQuotePriceSnapshots.projectQuoteId, first.ProjectQuoteId));
    const quoted = await getQuote(app, rep, first.ProjectQuoteId);
    await revise(quoted);
    const kept = await app.deps.db
      .select()
      .from(projectQuotePriceSnapshots)
      .where(eq(projectQuotePriceSnapshots.projectQuoteId, first.ProjectQuoteId));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.lineItems).toEqual(quoted.LineItems);
    expect(kept[0]?.totals).toEqual(quoted.Totals);
  });
});
