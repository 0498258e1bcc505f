import type { Database } from '../../db/client.ts';
import { type PricedLineItem, priceLine } from '../pricing/price-line-items.ts';
import { type PricedLineRow, selectPricedLinesOfSchedules } from '../pricing/pricing.repository.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';
import { selectApprovedMultipliers } from './cat-multiplier.repository.ts';
import { selectNetAdds, selectQuoteScheduleIds } from './quote.repository.ts';
import { quoteTotalsOf } from './quote-lines.ts';
import { type QuotePricingHead, selectStandardMultipliersOf } from './quote-search.repository.ts';

/** Ids per statement: well under the 65,535 parameters PostgreSQL takes. */
const CHUNK = 5_000;

async function inChunks<T>(ids: readonly number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK)
    results.push(...(await read(ids.slice(start, start + CHUNK))));
  return results;
}

async function mapsInChunks<V>(
  ids: readonly number[],
  read: (chunk: number[]) => Promise<Map<number, V>>,
): Promise<Map<number, V>> {
  const merged = new Map<number, V>();
  for (let start = 0; start < ids.length; start += CHUNK)
    for (const [key, value] of await read(ids.slice(start, start + CHUNK))) merged.set(key, value);
  return merged;
}

/**
 * Each quote's total, priced as the quote form prices it (quote-lines.ts: the catalog's list
 * prices, the quote's approved multipliers over the company's standard ones, net adds), computed
 * when read rather than stored: a stored total would go stale whenever a line item, the catalog or
 * a standard multiplier changed. A few statements whatever the number of quotes; null where a line
 * has no multiplier or cannot be priced.
 */
export async function loadQuoteListTotals(
  db: Database,
  heads: readonly QuotePricingHead[],
): Promise<Map<number, string | null>> {
  const totals = new Map<number, string | null>();
  if (heads.length === 0) return totals;
  const quoteIds = heads.map((head) => head.project_quote_id);
  const companyIds = [...new Set(heads.map((head) => head.company_id))];
  const [catalog, scheduleIds, netAdds, approved, standard] = await Promise.all([
    loadSelectionCatalog(db),
    mapsInChunks(quoteIds, (chunk) => selectQuoteScheduleIds(db, chunk)),
    inChunks(quoteIds, (chunk) => selectNetAdds(db, chunk)),
    mapsInChunks(quoteIds, (chunk) => selectApprovedMultipliers(db, chunk)),
    selectStandardMultipliersOf(db, companyIds),
  ]);
  const allScheduleIds = [...new Set([...scheduleIds.values()].flat())];
  const lines = await inChunks(allScheduleIds, (chunk) => selectPricedLinesOfSchedules(db, chunk));
  const linesBySchedule = new Map<number, PricedLineRow[]>();
  for (const line of lines) {
    const list = linesBySchedule.get(line.projectScheduleId) ?? [];
    list.push(line);
    linesBySchedule.set(line.projectScheduleId, list);
  }
  const netAddsByQuote = new Map<number, number[]>();
  for (const netAdd of netAdds) {
    const list = netAddsByQuote.get(netAdd.projectQuoteId) ?? [];
    list.push(netAdd.amountCents);
    netAddsByQuote.set(netAdd.projectQuoteId, list);
  }
  for (const head of heads) {
    const id = head.project_quote_id;
    const standardMultipliers = standard.get(`${head.company_id}:${head.transaction_type}`) ?? new Map();
    try {
      const priced: PricedLineItem[] = (scheduleIds.get(id) ?? [])
        .flatMap((scheduleId) => linesBySchedule.get(scheduleId) ?? [])
        .map(({ productModelValues, productTypeCategoryId: _stored, ...row }) => ({
          ...row,
          transactionType: head.transaction_type,
          ...priceLine(catalog, { ...row, productModelValues }, standardMultipliers, approved.get(id)),
        }));
      totals.set(id, quoteTotalsOf(priced, netAddsByQuote.get(id) ?? []).Total);
    } catch {
      // A line whose model left the catalog cannot be priced; the quote form says why, the list shows no total.
      totals.set(id, null);
    }
  }
  return totals;
}
