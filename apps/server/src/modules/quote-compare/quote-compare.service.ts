import {
  compareRevisionsMessages,
  type QuoteRevisionComparison,
  type RevisionLineChange,
} from '@airquote/shared/contracts/quote/compare-project-quote-revisions';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { formatCents, parseCents } from '@airquote/shared/rules/money';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { loadQuoteWithPriceSource, type QuotePriceSource } from '../quote/quote-read.service.ts';

type Line = ProjectQuote['LineItems'][number];

/** A loaded revision and where its prices come from. */
export type PricedRevision = { quote: ProjectQuote; priceSource: QuotePriceSource };

const pricedAs = { Live: 'Current', Kept: 'AsQuoted', NotKept: 'Today' } as const;

/** b − a of two money strings; null when either is null (no prices for this reader, or unpriced). */
export function moneyDelta(a: string | null | undefined, b: string | null | undefined): string | null {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  const from = parseCents(a);
  const to = parseCents(b);
  return from === null || to === null ? null : formatCents(to - from);
}

function stateOf(line: Line) {
  return {
    ItemQty: line.ItemQty,
    ProductModelName: line.ProductModelName,
    CodeString: line.CodeString,
    NetUnitPrice: line.Pricing?.NetUnitPrice ?? null,
    ExtendedNetPrice: line.Pricing?.ExtendedNetPrice ?? null,
  };
}

/**
 * The differences between two loaded revisions, older first. Lines are matched by their line item
 * (revisions of a quote price the line items of their schedules): a line only in the newer revision is
 * added, only in the older removed; a line in both is changed when its quantity, model, code string or
 * net unit price differs. A superseded revision is priced as it was quoted (ADR 0046), or at today's
 * prices with a note when it was superseded before prices were kept. Prices come from the revisions
 * as this reader sees them, so a reader
 * without prices gets no price, no unit-price change and no delta.
 */
export function diffRevisions(
  olderRevision: PricedRevision,
  newerRevision: PricedRevision,
): QuoteRevisionComparison {
  const older = olderRevision.quote;
  const newer = newerRevision.quote;
  const before = new Map(older.LineItems.map((line) => [line.ProjectScheduleLineItemId, line]));
  const after = new Map(newer.LineItems.map((line) => [line.ProjectScheduleLineItemId, line]));
  const lines: RevisionLineChange[] = [];
  let unchanged = 0;
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const from = before.get(id);
    const to = after.get(id);
    const fromState = from ? stateOf(from) : null;
    const toState = to ? stateOf(to) : null;
    const fields: RevisionLineChange['Fields'] = [];
    if (fromState && toState) {
      if (fromState.ItemQty !== toState.ItemQty) fields.push('Quantity');
      if (fromState.ProductModelName !== toState.ProductModelName) fields.push('Model');
      if (fromState.CodeString !== toState.CodeString) fields.push('CodeString');
      if (fromState.NetUnitPrice !== toState.NetUnitPrice) fields.push('UnitPrice');
      if (fields.length === 0) {
        unchanged += 1;
        continue;
      }
    }
    lines.push({
      Change: !fromState ? 'Added' : !toState ? 'Removed' : 'Changed',
      ProjectScheduleLineItemId: id,
      ItemTag: (to ?? from)?.ItemTag ?? '',
      From: fromState,
      To: toState,
      Fields: fields,
      ExtendedNetDelta: moneyDelta(
        fromState?.ExtendedNetPrice ?? (fromState ? null : '0.00'),
        toState?.ExtendedNetPrice ?? (toState ? null : '0.00'),
      ),
    });
  }
  lines.sort(
    (a, b) =>
      a.ItemTag.localeCompare(b.ItemTag, 'en', { numeric: true }) ||
      a.ProjectScheduleLineItemId - b.ProjectScheduleLineItemId,
  );
  const side = ({ quote, priceSource }: PricedRevision) => ({
    ProjectQuoteId: quote.ProjectQuoteId,
    QuoteNumber: quote.QuoteNumber,
    Revision: quote.Revision,
    Total: quote.Totals?.Total ?? null,
    Basis: pricedAs[priceSource],
    BasisNote: priceSource === 'NotKept' ? compareRevisionsMessages.pricedAtToday : null,
  });
  const priced = older.Totals !== null && newer.Totals !== null;
  return {
    From: side(olderRevision),
    To: side(newerRevision),
    Lines: priced ? lines : lines.map((line) => ({ ...line, ExtendedNetDelta: null })),
    UnchangedLineCount: unchanged,
    NetAddsDelta: priced ? moneyDelta(older.Totals?.NetAddsTotal, newer.Totals?.NetAddsTotal) : null,
    TotalDelta: priced ? moneyDelta(older.Totals?.Total, newer.Totals?.Total) : null,
  };
}

/** GET projectquote/{id}/compare/{otherId}: both must be visible revisions of one quote (404 / 400). */
export async function compareQuoteRevisions(
  db: Database,
  actor: Actor,
  quoteId: number,
  otherQuoteId: number,
): Promise<QuoteRevisionComparison> {
  const first = await loadQuoteWithPriceSource(db, actor, quoteId);
  const second = quoteId === otherQuoteId ? first : await loadQuoteWithPriceSource(db, actor, otherQuoteId);
  if (
    first.quote.QuoteNumber !== second.quote.QuoteNumber ||
    first.quote.ProjectId !== second.quote.ProjectId
  )
    throw badRequest(compareRevisionsMessages.notRevisionsOfOneQuote);
  return first.quote.Revision <= second.quote.Revision
    ? diffRevisions(first, second)
    : diffRevisions(second, first);
}
