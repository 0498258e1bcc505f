import {
  extendedCents,
  formatCents,
  netUnitPriceCents,
  parseMultiplier,
  sumCents,
} from '@airquote/shared/rules/money';
import type { Database } from '../../db/client.ts';
import { lineListPrice } from '../pricing/price-line-items.ts';
import { selectPricedLinesOfSchedules } from '../pricing/pricing.repository.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';
import { selectApprovedMultipliers } from './cat-multiplier.repository.ts';
import { selectNetAdds, selectQuoteScheduleIds } from './quote.repository.ts';
import { type QuotePricingHead, selectStandardMultipliersOf } from './quote-search.repository.ts';

/** What the total needs of a line: its category (for the multiplier), unit list price and quantity. */
type ListedLine = { categoryId: number; unitListCents: number; itemQty: number };

/** Category id → multiplier in ten-thousandths. */
function parsedMultipliers(multipliers: ReadonlyMap<number, string> | undefined): Map<number, number> {
  const parsed = new Map<number, number>();
  for (const [categoryId, text] of multipliers ?? []) {
    const tenThousandths = parseMultiplier(text);
    if (tenThousandths !== null) parsed.set(categoryId, tenThousandths);
  }
  return parsed;
}

/**
 * Σ qty × (list × multiplier rounded at the line) + net adds: the same arithmetic as the quote form
 * (priceLine, computeQuoteTotals; the quote-totals tests hold the two equal), without building a
 * priced line per line. Null when a line has no multiplier or cannot be priced.
 */
function quoteTotalCents(
  scheduleIds: readonly number[],
  listedBySchedule: ReadonlyMap<number, readonly ListedLine[] | null>,
  multipliers: ReadonlyMap<number, number>,
  netAddCents: readonly number[] = [],
): string | null {
  let cents = sumCents(netAddCents);
  for (const scheduleId of scheduleIds) {
    const listed = listedBySchedule.get(scheduleId);
    if (listed === null) return null;
    for (const line of listed ?? []) {
      const multiplier = multipliers.get(line.categoryId);
      if (multiplier === undefined) return null;
      cents = sumCents([
        cents,
        extendedCents(line.itemQty, netUnitPriceCents(line.unitListCents, multiplier)),
      ]);
    }
  }
  return formatCents(cents);
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
    selectQuoteScheduleIds(db, quoteIds),
    selectNetAdds(db, quoteIds),
    selectApprovedMultipliers(db, quoteIds),
    selectStandardMultipliersOf(db, companyIds),
  ]);
  const allScheduleIds = [...new Set([...scheduleIds.values()].flat())];
  const lines = await selectPricedLinesOfSchedules(db, allScheduleIds);
  // The list side of a line does not depend on the quote: once per line, however many quotes
  // cover its schedule. A schedule with a line that cannot be priced is null.
  const listedBySchedule = new Map<number, ListedLine[] | null>();
  for (const line of lines) {
    const listed = listedBySchedule.get(line.projectScheduleId);
    if (listed === null) continue;
    let entry: ListedLine | null;
    try {
      const { categoryId, listPrice } = lineListPrice(catalog, line);
      entry = { categoryId, unitListCents: listPrice.unitCents, itemQty: line.itemQty };
    } catch {
      entry = null;
    }
    if (entry === null) listedBySchedule.set(line.projectScheduleId, null);
    else if (listed) listed.push(entry);
    else listedBySchedule.set(line.projectScheduleId, [entry]);
  }
  const netAddsByQuote = new Map<number, number[]>();
  for (const netAdd of netAdds) {
    const list = netAddsByQuote.get(netAdd.projectQuoteId) ?? [];
    list.push(netAdd.amountCents);
    netAddsByQuote.set(netAdd.projectQuoteId, list);
  }
  const parsedStandard = new Map<string, Map<number, number>>();
  for (const head of heads) {
    const id = head.project_quote_id;
    const standardKey = `${head.company_id}:${head.transaction_type}`;
    let multipliers = parsedStandard.get(standardKey);
    if (!multipliers) {
      multipliers = parsedMultipliers(standard.get(standardKey));
      parsedStandard.set(standardKey, multipliers);
    }
    const decided = approved.get(id);
    if (decided) multipliers = new Map([...multipliers, ...parsedMultipliers(decided)]);
    totals.set(
      id,
      quoteTotalCents(scheduleIds.get(id) ?? [], listedBySchedule, multipliers, netAddsByQuote.get(id)),
    );
  }
  return totals;
}
