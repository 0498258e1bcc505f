import { extendedCents, netUnitPriceCents, parseMultiplier, sumCents } from '@airquote/shared/rules/money';
import { type LineToPrice, lineListPrice } from '../pricing/price-line-items.ts';
import type { SelectionCatalog } from '../selection/selection-catalog.ts';

/** Whose standard multipliers apply to a quote: its project's company, for its transaction type. */
export type QuoteToTotal = { quoteId: number; companyId: number; transactionType: number };

export type QuoteTotalsInput = {
  quotes: readonly QuoteToTotal[];
  scheduleIdsByQuote: ReadonlyMap<number, readonly number[]>;
  /** The active line items of each schedule. */
  linesBySchedule: ReadonlyMap<number, readonly LineToPrice[]>;
  /** Σ net adds of each quote, in cents. */
  netAddCentsByQuote: ReadonlyMap<number, number>;
  /** "companyId:transactionType" → product type category id → multiplier ("0.5235"). */
  standardMultipliers: ReadonlyMap<string, ReadonlyMap<number, string>>;
  /** Quote id → category id → the multiplier approved on that quote. */
  approvedMultipliers: ReadonlyMap<number, ReadonlyMap<number, string>>;
};

/** What a total needs of a line: its category (for the multiplier), unit list price and quantity. */
type ListedLine = { categoryId: number; unitListCents: number; itemQty: number };

/**
 * The total in cents of many quotes at once (quotes list, reports): Σ qty × (list × multiplier
 * rounded at the line) + net adds, the arithmetic of the quote form (priceLine, computeQuoteTotals;
 * the quote tests hold them equal). A line's list price is computed once however many quotes cover
 * its schedule; a quote's multiplier for a category is its approved one, else its company's
 * standard one. Null for a quote with a line that has no multiplier or whose model left the catalog.
 */
export function totalCentsOfQuotes(
  catalog: SelectionCatalog,
  input: QuoteTotalsInput,
): Map<number, number | null> {
  const listedBySchedule = new Map<number, ListedLine[] | null>();
  const listedOf = (scheduleId: number): ListedLine[] | null => {
    let listed = listedBySchedule.get(scheduleId);
    if (listed !== undefined) return listed;
    try {
      listed = (input.linesBySchedule.get(scheduleId) ?? []).map((line) => {
        const { categoryId, listPrice } = lineListPrice(catalog, line);
        return { categoryId, unitListCents: listPrice.unitCents, itemQty: line.itemQty };
      });
    } catch {
      listed = null;
    }
    listedBySchedule.set(scheduleId, listed);
    return listed;
  };
  const parsedStandard = new Map<string, Map<number, number>>();
  const totals = new Map<number, number | null>();
  for (const quote of input.quotes) {
    const key = `${quote.companyId}:${quote.transactionType}`;
    let multipliers = parsedStandard.get(key);
    if (!multipliers) {
      multipliers = parsedMultipliers(input.standardMultipliers.get(key));
      parsedStandard.set(key, multipliers);
    }
    const approved = input.approvedMultipliers.get(quote.quoteId);
    if (approved && approved.size > 0)
      multipliers = new Map([...multipliers, ...parsedMultipliers(approved)]);
    totals.set(quote.quoteId, quoteTotal(quote, input, listedOf, multipliers));
  }
  return totals;
}

function quoteTotal(
  quote: QuoteToTotal,
  input: QuoteTotalsInput,
  listedOf: (scheduleId: number) => ListedLine[] | null,
  multipliers: ReadonlyMap<number, number>,
): number | null {
  let cents = input.netAddCentsByQuote.get(quote.quoteId) ?? 0;
  for (const scheduleId of input.scheduleIdsByQuote.get(quote.quoteId) ?? []) {
    const listed = listedOf(scheduleId);
    if (listed === null) return null;
    for (const line of listed) {
      const multiplier = multipliers.get(line.categoryId);
      if (multiplier === undefined) return null;
      cents = sumCents([
        cents,
        extendedCents(line.itemQty, netUnitPriceCents(line.unitListCents, multiplier)),
      ]);
    }
  }
  return cents;
}

/** Category id → multiplier in ten-thousandths. */
function parsedMultipliers(multipliers: ReadonlyMap<number, string> | undefined): Map<number, number> {
  const parsed = new Map<number, number>();
  for (const [categoryId, text] of multipliers ?? []) {
    const tenThousandths = parseMultiplier(text);
    if (tenThousandths !== null) parsed.set(categoryId, tenThousandths);
  }
  return parsed;
}
