import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';

/**
 * Prices travel as decimal strings and are added as whole cents (DOMAIN.md section 5: never binary
 * floating point). null when the text is not a price.
 */
export function centsOf(price: string | null | undefined): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((price ?? '').trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Σ list-price adders of the chosen values, as a decimal string; null when prices are hidden. */
export function addersOf(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): string | null {
  let cents = 0;
  for (const choice of chosen) {
    const segment = segments.find((item) => item.CodeStringSegmentId === choice.CodeStringSegmentId);
    const value = segment?.Values.find((item) => item.CodeStringValueId === choice.CodeStringValueId);
    if (!value) continue;
    const adder = centsOf(value.ListPriceAdder);
    if (adder === null) return null;
    cents += adder;
  }
  return formatCents(cents);
}

/** Unit list price = base + adders, as the server computes it for the saved line item. */
export function unitListPrice(basePrice: string | null | undefined, adders: string | null): string | null {
  const base = centsOf(basePrice);
  const extra = centsOf(adders);
  return base === null || extra === null ? null : formatCents(base + extra);
}
