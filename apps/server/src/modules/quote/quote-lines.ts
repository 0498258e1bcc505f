import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { formatCents, sumCents } from '@airquote/shared/rules/money';
import { computeQuoteTotals } from '@airquote/shared/rules/quote-totals';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import {
  type PricedLineItem,
  priceLineItems,
  type QuoteMultipliers,
  sumPricedLines,
  toPricingLineItem,
} from '../pricing/price-line-items.ts';
import { selectPricedLinesOfSchedules } from '../pricing/pricing.repository.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';

/** What a quote's lines and totals are computed from. */
export type QuoteToPrice = {
  companyId: number;
  transactionType: number;
  scheduleIds: readonly number[];
  netAddCents: readonly number[];
  /** Multipliers decided on the quote per category (issue 5, part 3); the standard ones otherwise. */
  quoteMultipliers?: QuoteMultipliers;
};

type QuoteLines = Pick<ProjectQuote, 'LineItems' | 'Totals'>;

/**
 * Σ qty × net unit + net adds (docs/domain.md section 5) over lines priced by the pricing module. The
 * line and net totals are null while any line has no multiplier (its company has no standard one
 * for that category and transaction type): a partial sum would read as a price.
 */
export function quoteTotalsOf(lines: readonly PricedLineItem[], netAddCents: readonly number[]) {
  const netAddsTotalCents = sumCents(netAddCents);
  const withoutMultiplier = lines.filter((line) => line.netUnitCents === null).length;
  const totals =
    withoutMultiplier === 0
      ? computeQuoteTotals(
          lines.map((line) => ({ itemQty: line.itemQty, netUnitPriceCents: line.netUnitCents ?? 0 })),
          netAddCents.map((amountCents) => ({ amountCents })),
        )
      : null;
  return {
    ExtendedListTotal: formatCents(sumPricedLines(lines).extendedListCents),
    LineItemsTotal: totals ? formatCents(totals.lineItemsTotalCents) : null,
    NetAddsTotal: formatCents(netAddsTotalCents),
    Total: totals ? formatCents(totals.totalCents) : null,
    LinesWithoutMultiplier: withoutMultiplier,
  };
}

/**
 * The quote's lines: the active line items of its schedules, priced for readers who may see prices
 * and without any price field for the others (spec section 6).
 */
export async function loadQuoteLines(db: Database, viewer: Actor, quote: QuoteToPrice): Promise<QuoteLines> {
  const catalog = await loadSelectionCatalog(db);
  const modelName = (productModelId: number) => catalog.models.get(productModelId)?.name ?? '';
  if (!viewer.canSeePrices) {
    const rows =
      quote.scheduleIds.length === 0 ? [] : await selectPricedLinesOfSchedules(db, quote.scheduleIds);
    return {
      LineItems: rows.map((row) => ({
        ProjectScheduleLineItemId: row.projectScheduleLineItemId,
        ProjectScheduleId: row.projectScheduleId,
        ItemTag: row.itemTag,
        ItemQty: row.itemQty,
        ProductModelId: row.productModelId,
        ProductModelName: modelName(row.productModelId),
        CodeString: row.codeString,
        Pricing: null,
      })),
      Totals: null,
    };
  }
  const lines = await priceLineItems(
    db,
    viewer,
    { scheduleIds: quote.scheduleIds },
    quote.companyId,
    quote.transactionType,
    quote.quoteMultipliers,
  );
  return {
    LineItems: lines.map((line) => ({
      ProjectScheduleLineItemId: line.projectScheduleLineItemId,
      ProjectScheduleId: line.projectScheduleId,
      ItemTag: line.itemTag,
      ItemQty: line.itemQty,
      ProductModelId: line.productModelId,
      ProductModelName: modelName(line.productModelId),
      CodeString: line.codeString,
      Pricing: toPricingLineItem(line, {
        projectScheduleLineItemId: line.projectScheduleLineItemId,
        productModelId: line.productModelId,
        companyId: quote.companyId,
        itemQty: line.itemQty,
        transactionType: quote.transactionType,
      }),
    })),
    Totals: quoteTotalsOf(lines, quote.netAddCents),
  };
}

/** The quote total alone (quote lists); null for readers who may not see prices. */
export async function loadQuoteTotal(
  db: Database,
  viewer: Actor,
  quote: QuoteToPrice,
): Promise<string | null> {
  if (!viewer.canSeePrices) return null;
  const lines = await priceLineItems(
    db,
    viewer,
    { scheduleIds: quote.scheduleIds },
    quote.companyId,
    quote.transactionType,
    quote.quoteMultipliers,
  );
  return quoteTotalsOf(lines, quote.netAddCents).Total;
}
