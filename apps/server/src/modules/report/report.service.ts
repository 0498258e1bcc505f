import type {
  ForecastReport,
  PipelineReport,
  PipelineRow,
  ReportFilters,
  TurnaroundReport,
  ValueByMonthReport,
} from '@airquote/shared/contracts/report/report-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { formatDuration } from '@airquote/shared/rules/duration';
import {
  type QuoteStatusId,
  quoteStatusLabels,
  quoteStatusNameOf,
} from '@airquote/shared/rules/quote-status';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { selectActiveRegions, selectVisibility } from './report.repository.ts';
import { loadReportData, type QuoteFact } from './report-data.ts';

/** Quotes still to be won or lost: the pipeline of the brand, region, rep and forecast reports. */
const openStatuses: ReadonlySet<number> = new Set([
  QuoteStatus.Open,
  QuoteStatus.EngReview,
  QuoteStatus.MultiplierReview,
  QuoteStatus.Hold,
]);

/** Integer cents as a decimal string ("-12.05"); a sum past the safe integers is refused, never rounded. */
function formatSum(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`report sum out of range: ${cents} cents`);
  return formatBigCents(BigInt(cents));
}

/** Integer cents as a decimal string ("-12.05"). */
export function formatBigCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

type Located = { projectId: number; companyId: number; brandId: number; regionId: number | null };

/** Visibility (docs/domain.md section 1: internal staff see all) and the brand and region filters. */
async function rowFilter(db: Database, viewer: Actor, filters: ReportFilters) {
  const visibility = viewer.isInternal ? null : await selectVisibility(db, viewer.userId);
  return (row: Located, day: string) =>
    (visibility === null ||
      visibility.companyIds.has(row.companyId) ||
      visibility.projectIds.has(row.projectId)) &&
    (filters.BrandId == null || row.brandId === filters.BrandId) &&
    (filters.RegionId == null || row.regionId === filters.RegionId) &&
    (filters.DateFrom == null || day >= filters.DateFrom) &&
    (filters.DateTo == null || day <= filters.DateTo);
}

async function visibleQuotes(db: Database, viewer: Actor, filters: ReportFilters): Promise<QuoteFact[]> {
  const [data, keep] = await Promise.all([loadReportData(db), rowFilter(db, viewer, filters)]);
  return data.quotes.filter((quote) => keep(quote, quote.createdDay));
}

type Group = { id: number | null; name: string; count: number; cents: number; unpriced: number };

function pipelineOf(
  viewer: Actor,
  quotes: readonly QuoteFact[],
  keyOf: (quote: QuoteFact) => { id: number | null; name: string },
  order: (a: Group, b: Group) => number,
): PipelineReport {
  const groups = new Map<string, Group>();
  for (const quote of quotes) {
    const { id, name } = keyOf(quote);
    const key = String(id);
    const group = groups.get(key) ?? { id, name, count: 0, cents: 0, unpriced: 0 };
    group.count += 1;
    if (quote.totalCents === null) group.unpriced += 1;
    else group.cents += quote.totalCents;
    groups.set(key, group);
  }
  const money = viewer.canSeePrices;
  // Ranked by value, the rows would tell a reader without prices which is worth most: by count instead.
  const sorter = !money && order === byValueThenName ? byCountThenName : order;
  const rows: PipelineRow[] = [...groups.values()].sort(sorter).map((group) => ({
    Id: group.id,
    Name: group.name,
    QuoteCount: group.count,
    Value: money ? formatSum(group.cents) : null,
    UnpricedCount: group.unpriced,
  }));
  const totalCents = [...groups.values()].reduce((sum, group) => sum + group.cents, 0);
  return {
    Rows: rows,
    TotalQuoteCount: quotes.length,
    TotalValue: money ? formatSum(totalCents) : null,
    ShowsMoney: money,
  };
}

const byValueThenName = (a: Group, b: Group) =>
  a.cents === b.cents ? a.name.localeCompare(b.name) : a.cents > b.cents ? -1 : 1;
const byCountThenName = (a: Group, b: Group) => b.count - a.count || a.name.localeCompare(b.name);

/** Every status of the current revisions, in the status order of the spec. */
export async function pipelineByStatus(db: Database, viewer: Actor, filters: ReportFilters) {
  const quotes = await visibleQuotes(db, viewer, filters);
  return pipelineOf(
    viewer,
    quotes,
    (quote) => ({
      id: quote.status,
      name: quoteStatusLabels[quoteStatusNameOf[quote.status as QuoteStatusId]] ?? String(quote.status),
    }),
    (a, b) => (a.id ?? 0) - (b.id ?? 0),
  );
}

export async function pipelineByBrand(db: Database, viewer: Actor, filters: ReportFilters) {
  const quotes = (await visibleQuotes(db, viewer, filters)).filter((quote) => openStatuses.has(quote.status));
  return pipelineOf(
    viewer,
    quotes,
    (quote) => ({ id: quote.brandId, name: quote.brandName }),
    byValueThenName,
  );
}

export async function pipelineByRegion(db: Database, viewer: Actor, filters: ReportFilters) {
  const quotes = (await visibleQuotes(db, viewer, filters)).filter((quote) => openStatuses.has(quote.status));
  return pipelineOf(
    viewer,
    quotes,
    (quote) => ({ id: quote.regionId, name: quote.regionName ?? 'No region' }),
    byValueThenName,
  );
}

export async function pipelineByRep(db: Database, viewer: Actor, filters: ReportFilters) {
  const quotes = (await visibleQuotes(db, viewer, filters)).filter((quote) => openStatuses.has(quote.status));
  return pipelineOf(
    viewer,
    quotes,
    (quote) => ({ id: quote.createdByUserId, name: quote.createdByName }),
    byValueThenName,
  );
}

/** Quotes (not cancelled) by the month they were made; orders (not cancelled) by the month placed. */
export async function valueByMonth(
  db: Database,
  viewer: Actor,
  filters: ReportFilters,
): Promise<ValueByMonthReport> {
  const [data, keep] = await Promise.all([loadReportData(db), rowFilter(db, viewer, filters)]);
  const months = new Map<
    string,
    { quoted: number; quotedCents: number; ordered: number; orderedCents: number }
  >();
  const monthOf = (month: string) => {
    let entry = months.get(month);
    if (!entry) {
      entry = { quoted: 0, quotedCents: 0, ordered: 0, orderedCents: 0 };
      months.set(month, entry);
    }
    return entry;
  };
  for (const quote of data.quotes) {
    if (quote.status === QuoteStatus.Cancelled || !keep(quote, quote.createdDay)) continue;
    const entry = monthOf(quote.createdDay.slice(0, 7));
    entry.quoted += 1;
    entry.quotedCents += quote.totalCents ?? 0;
  }
  for (const order of data.orders) {
    if (!keep(order, order.createdDay)) continue;
    const entry = monthOf(order.createdDay.slice(0, 7));
    entry.ordered += 1;
    entry.orderedCents += order.totalCents ?? 0;
  }
  const money = viewer.canSeePrices;
  return {
    Rows: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, entry]) => ({
        Month: month,
        QuotedCount: entry.quoted,
        QuotedValue: money ? formatSum(entry.quotedCents) : null,
        OrderedCount: entry.ordered,
        OrderedValue: money ? formatSum(entry.orderedCents) : null,
      })),
    ShowsMoney: money,
  };
}

/** Half up, for the non-negative sums of the forecast. */
const roundHundredths = (value: bigint) => (value + 50n) / 100n;

/**
 * The open pipeline by the month of the project's expected close date, each quote's total × the
 * project's win probability (none = 0 %); the weighted sum is kept in hundredths of a cent and
 * rounded half up to the cent once per month (and once for the total).
 */
export async function weightedForecast(
  db: Database,
  viewer: Actor,
  filters: ReportFilters,
): Promise<ForecastReport> {
  const quotes = (await visibleQuotes(db, viewer, filters)).filter((quote) => openStatuses.has(quote.status));
  // Cents per win percent per month in plain numbers; the products are taken once, in bigint.
  const months = new Map<string, { count: number; cents: number; byPercent: Map<number, number> }>();
  for (const quote of quotes) {
    const month = quote.expectedCloseDate.slice(0, 7);
    let entry = months.get(month);
    if (!entry) {
      entry = { count: 0, cents: 0, byPercent: new Map() };
      months.set(month, entry);
    }
    const cents = quote.totalCents ?? 0;
    const percent = quote.winPercent ?? 0;
    entry.count += 1;
    entry.cents += cents;
    entry.byPercent.set(percent, (entry.byPercent.get(percent) ?? 0) + cents);
  }
  const weightedOf = (byPercent: Map<number, number>) => {
    let weighted = 0n;
    for (const [percent, cents] of byPercent) {
      if (!Number.isSafeInteger(cents)) throw new Error(`report sum out of range: ${cents} cents`);
      weighted += BigInt(cents) * BigInt(percent);
    }
    return weighted;
  };
  const money = viewer.canSeePrices;
  const entries = [...months.entries()].sort(([a], [b]) => a.localeCompare(b));
  const totalCents = entries.reduce((sum, [, entry]) => sum + entry.cents, 0);
  const totalWeighted = entries.reduce((sum, [, entry]) => sum + weightedOf(entry.byPercent), 0n);
  return {
    Rows: entries.map(([month, entry]) => ({
      Month: month,
      QuoteCount: entry.count,
      Value: money ? formatSum(entry.cents) : null,
      WeightedValue: money ? formatBigCents(roundHundredths(weightedOf(entry.byPercent))) : null,
    })),
    TotalValue: money ? formatSum(totalCents) : null,
    TotalWeightedValue: money ? formatBigCents(roundHundredths(totalWeighted)) : null,
    ShowsMoney: money,
  };
}

const hours = (ms: number) => (ms / 3_600_000).toFixed(1);

/** Requests sent in the range: how many were decided, how many wait, and how long a decision took. */
export async function reviewTurnaround(
  db: Database,
  viewer: Actor,
  filters: ReportFilters,
): Promise<TurnaroundReport> {
  const [data, keep] = await Promise.all([loadReportData(db), rowFilter(db, viewer, filters)]);
  const reviews = data.reviews.filter((review) => keep(review, review.sentDay));
  return {
    Rows: (['Engineering', 'Multiplier'] as const).map((kind) => {
      const ofKind = reviews.filter((review) => review.review === kind);
      const decided = ofKind
        .map((review) => review.hoursMs)
        .filter((ms): ms is number => ms !== null)
        .sort((a, b) => a - b);
      const middle = Math.floor(decided.length / 2);
      const median =
        decided.length === 0
          ? null
          : decided.length % 2 === 1
            ? (decided[middle] as number)
            : ((decided[middle - 1] as number) + (decided[middle] as number)) / 2;
      const average = decided.length === 0 ? null : decided.reduce((sum, ms) => sum + ms, 0) / decided.length;
      return {
        Review: kind,
        DecidedCount: decided.length,
        PendingCount: ofKind.length - decided.length,
        AverageHours: average === null ? null : hours(average),
        MedianHours: median === null ? null : hours(median),
        MaxHours: decided.length === 0 ? null : hours(decided[decided.length - 1] as number),
        Average: average === null ? null : formatDuration(average),
        Median: median === null ? null : formatDuration(median),
        Longest: decided.length === 0 ? null : formatDuration(decided[decided.length - 1] as number),
      };
    }),
  };
}

/** The regions of the reports' region filter, for every reader of reports (not only pricing). */
export async function listReportRegions(db: Database) {
  return (await selectActiveRegions(db)).map((region) => ({ RegionId: region.regionId, Name: region.name }));
}
