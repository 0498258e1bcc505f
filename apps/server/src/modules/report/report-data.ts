import { parseCents } from '@airquote/shared/rules/money';
import type { Database } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { totalCentsOfQuotes } from '../quote/quote-totals-batch.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';
import {
  type OrderFactRow,
  type QuoteFactRow,
  type ReviewFactRow,
  readReportDataVersion,
  selectAllApprovedMultipliers,
  selectAllStandardMultipliers,
  selectNetAddSums,
  selectOrderFacts,
  selectQuotedLines,
  selectQuoteFacts,
  selectQuoteSchedules,
  selectReviewFacts,
} from './report.repository.ts';

/**
 * A current quote revision with its total in cents (null when a line has no multiplier). Cents are
 * safe integers (checked when built), so per-request sums stay exact in plain numbers.
 */
export type QuoteFact = QuoteFactRow & { totalCents: number | null };
export type OrderFact = Omit<OrderFactRow, 'total'> & { totalCents: number | null };
export type ReviewFact = ReviewFactRow;

/** Everything the reports aggregate, for every user: visibility and filters apply per request. */
export type ReportData = { quotes: QuoteFact[]; orders: OrderFact[]; reviews: ReviewFact[] };

/**
 * Quote total = Σ qty × net unit + net adds (docs/domain.md section 5), priced as the quotes list prices
 * it (quote-totals-batch.ts: the quote form's arithmetic, the standard multipliers of the project's
 * company laid over by the quote's approved ones), exact in cents.
 */
async function buildReportData(db: Database): Promise<ReportData> {
  const [catalog, facts, netAdds, quoteSchedules, lines, standard, approved, orders, reviews] =
    await Promise.all([
      loadSelectionCatalog(db),
      selectQuoteFacts(db),
      selectNetAddSums(db),
      selectQuoteSchedules(db),
      selectQuotedLines(db),
      selectAllStandardMultipliers(db),
      selectAllApprovedMultipliers(db),
      selectOrderFacts(db),
      selectReviewFacts(db),
    ]);
  const standardMultipliers = new Map<string, Map<number, string>>();
  for (const row of standard) {
    const key = `${row.companyId}:${row.transactionType}`;
    const byCategory = standardMultipliers.get(key) ?? new Map<number, string>();
    byCategory.set(row.categoryId, row.multiplier);
    standardMultipliers.set(key, byCategory);
  }
  const approvedMultipliers = new Map<number, Map<number, string>>();
  for (const row of approved) {
    const byCategory = approvedMultipliers.get(row.quoteId) ?? new Map<number, string>();
    byCategory.set(row.categoryId, row.multiplier);
    approvedMultipliers.set(row.quoteId, byCategory);
  }
  const totals = totalCentsOfQuotes(catalog, {
    quotes: facts,
    scheduleIdsByQuote: new Map(
      [...groupBy(quoteSchedules, (row) => row.quoteId)].map(([quoteId, rows]) => [
        quoteId,
        rows.map((row) => row.scheduleId),
      ]),
    ),
    linesBySchedule: groupBy(lines, (row) => row.scheduleId),
    netAddCentsByQuote: new Map(netAdds.map((row) => [row.quoteId, safeCents(BigInt(row.cents))])),
    standardMultipliers,
    approvedMultipliers,
  });

  const quotes = facts.map((fact): QuoteFact => {
    const totalCents = totals.get(fact.quoteId) ?? null;
    // An object literal of one fixed shape (not a spread of a driver row): the per-request loops
    // over 20,000 of them then read monomorphic properties.
    return {
      quoteId: fact.quoteId,
      projectId: fact.projectId,
      companyId: fact.companyId,
      status: fact.status,
      brandId: fact.brandId,
      brandName: fact.brandName,
      transactionType: fact.transactionType,
      createdByUserId: fact.createdByUserId,
      createdByName: fact.createdByName,
      createdDay: fact.createdDay,
      expectedCloseDate: fact.expectedCloseDate,
      winPercent: fact.winPercent,
      regionId: fact.regionId,
      regionName: fact.regionName,
      totalCents,
    };
  });
  return {
    quotes,
    orders: orders.map((order) => ({
      projectId: order.projectId,
      companyId: order.companyId,
      brandId: order.brandId,
      regionId: order.regionId,
      createdDay: order.createdDay,
      totalCents: order.total === null ? null : parseCents(order.total),
    })),
    reviews: reviews.map((review) => ({
      review: review.review,
      projectId: review.projectId,
      companyId: review.companyId,
      brandId: review.brandId,
      regionId: review.regionId,
      sentDay: review.sentDay,
      hoursMs: review.hoursMs,
    })),
  };
}

function safeCents(cents: bigint): number {
  const value = Number(cents);
  if (!Number.isSafeInteger(value)) throw new Error(`quote total out of range: ${cents} cents`);
  return value;
}

type DataCache = { answers: VersionedCache<ReportData>; building: Map<string, Promise<ReportData>> };

/** Per database (tests run several apps in one process), like the selection catalog. */
const caches = new WeakMap<Database, DataCache>();

/**
 * The report data set of the current version (ADR 9): read the version first, then serve the set
 * kept under it or build it once, however many requests ask at the same time.
 */
export async function loadReportData(db: Database): Promise<ReportData> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { answers: new VersionedCache<ReportData>(1), building: new Map() };
    caches.set(db, cache);
  }
  const version = await readReportDataVersion(db);
  const cached = cache.answers.get('all', version);
  if (cached) return cached;
  const pending = cache.building.get(version);
  if (pending) return pending;
  const { answers, building } = cache;
  const build = buildReportData(db)
    .then((data) => {
      answers.set('all', version, data);
      return data;
    })
    .finally(() => building.delete(version));
  building.set(version, build);
  return build;
}
