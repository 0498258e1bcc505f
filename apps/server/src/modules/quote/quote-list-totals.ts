import { formatCents, sumCents } from '@airquote/shared/rules/money';
import type { Database } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import { selectPricedLinesOfSchedules } from '../pricing/pricing.repository.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';
import { selectApprovedMultipliers } from './cat-multiplier.repository.ts';
import { selectNetAdds, selectQuoteScheduleIds } from './quote.repository.ts';
import { selectKeptTotals } from './quote-price-snapshot.repository.ts';
import { type QuotePricingHead, selectStandardMultipliersOf } from './quote-search.repository.ts';
import { totalCentsOfQuotes } from './quote-totals-batch.ts';

/**
 * Each listed quote's total, priced as the quote form prices it (quote-totals-batch.ts), computed
 * when read rather than stored: a stored total would go stale whenever a line item, the catalog or
 * a standard multiplier changed. A superseded revision whose prices were kept when it was revised
 * (ADR 0046) lists the total it was quoted at, as its quote page and the comparison show it. A few
 * statements whatever the number of quotes; null where a line has no multiplier or cannot be priced.
 */
export async function loadQuoteListTotals(
  db: Database,
  heads: readonly QuotePricingHead[],
): Promise<Map<number, string | null>> {
  if (heads.length === 0) return new Map();
  const quoteIds = heads.map((head) => head.project_quote_id);
  const companyIds = [...new Set(heads.map((head) => head.company_id))];
  const [catalog, scheduleIdsByQuote, netAdds, approvedMultipliers, standardMultipliers, kept] =
    await Promise.all([
      loadSelectionCatalog(db),
      selectQuoteScheduleIds(db, quoteIds),
      selectNetAdds(db, quoteIds),
      selectApprovedMultipliers(db, quoteIds),
      selectStandardMultipliersOf(db, companyIds),
      selectKeptTotals(db, quoteIds),
    ]);
  const scheduleIds = [...new Set([...scheduleIdsByQuote.values()].flat())];
  const lines = await selectPricedLinesOfSchedules(db, scheduleIds);
  const netAddCentsByQuote = new Map<number, number>();
  for (const [quoteId, netAddsOfQuote] of groupBy(netAdds, (netAdd) => netAdd.projectQuoteId))
    netAddCentsByQuote.set(quoteId, sumCents(netAddsOfQuote.map((netAdd) => netAdd.amountCents)));
  const totals = totalCentsOfQuotes(catalog, {
    quotes: heads.map((head) => ({
      quoteId: head.project_quote_id,
      companyId: head.company_id,
      transactionType: head.transaction_type,
    })),
    scheduleIdsByQuote,
    linesBySchedule: groupBy(lines, (line) => line.projectScheduleId),
    netAddCentsByQuote,
    standardMultipliers,
    approvedMultipliers,
  });
  return new Map(
    [...totals].map(([quoteId, cents]) => [
      quoteId,
      kept.has(quoteId) ? (kept.get(quoteId) ?? null) : cents === null ? null : formatCents(cents),
    ]),
  );
}
