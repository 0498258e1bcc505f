import { extendedCents, sumCents } from './money.ts';

/** One quote line as the totals need it: quantity and the net unit price already rounded at the line. */
export type QuoteTotalsLine = { itemQty: number; netUnitPriceCents: number };

export type QuoteTotals = {
  /** Σ qty × net unit price over the quote's lines. */
  lineItemsTotalCents: number;
  /** Σ net adds (freight, start-up, misc). */
  netAddsTotalCents: number;
  totalCents: number;
};

/**
 * Quote total = Σ qty × net unit price + net adds (docs/domain.md section 5). Every step is exact integer
 * arithmetic on cents (money.ts), so the total is the sum of what each line shows, to the cent.
 */
export function computeQuoteTotals(
  lines: readonly QuoteTotalsLine[],
  netAdds: readonly { amountCents: number }[],
): QuoteTotals {
  const lineItemsTotalCents = sumCents(
    lines.map((line) => extendedCents(line.itemQty, line.netUnitPriceCents)),
  );
  const netAddsTotalCents = sumCents(netAdds.map((netAdd) => netAdd.amountCents));
  return {
    lineItemsTotalCents,
    netAddsTotalCents,
    totalCents: sumCents([lineItemsTotalCents, netAddsTotalCents]),
  };
}
