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
import { loadQuote } from '../quote/quote-read.service.ts';

type Line = ProjectQuote['LineItems'][number];

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
 * net unit price differs. Prices come from the revisions as this reader sees them, so a reader
 * without prices gets no price, no unit-price change and no delta.
 */
export function diffRevisions(older: ProjectQuote, newer: ProjectQuote): QuoteRevisionComparison {
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
  const side = (quote: ProjectQuote) => ({
    ProjectQuoteId: quote.ProjectQuoteId,
    QuoteNumber: quote.QuoteNumber,
    Revision: quote.Revision,
    Total: quote.Totals?.Total ?? null,
  });
  const priced = older.Totals !== null && newer.Totals !== null;
  return {
    From: side(older),
    To: side(newer),
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
  const first = await loadQuote(db, actor, quoteId);
  const second = quoteId === otherQuoteId ? first : await loadQuote(db, actor, otherQuoteId);
  if (first.QuoteNumber !== second.QuoteNumber || first.ProjectId !== second.ProjectId)
    throw badRequest(compareRevisionsMessages.notRevisionsOfOneQuote);
  return first.Revision <= second.Revision ? diffRevisions(first, second) : diffRevisions(second, first);
}
