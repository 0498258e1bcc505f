import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';

/** What a line looks like in one revision; NetUnitPrice is null for readers without prices. */
export const revisionLineStateSchema = z.object({
  ItemQty: z.number().int(),
  ProductModelName: z.string(),
  CodeString: z.string(),
  NetUnitPrice: z.string().nullable(),
  ExtendedNetPrice: z.string().nullable(),
});

export const revisionLineChangeSchema = z.object({
  Change: z.enum(['Added', 'Removed', 'Changed']),
  ProjectScheduleLineItemId: z.number().int(),
  ItemTag: z.string(),
  /** The line in the older revision (null when added) and in the newer one (null when removed). */
  From: revisionLineStateSchema.nullable(),
  To: revisionLineStateSchema.nullable(),
  /** What differs on a changed line. */
  Fields: z.array(z.enum(['Quantity', 'Model', 'CodeString', 'UnitPrice'])),
  /** To − From extended net price ("-120.00"); null without prices or while either is unpriced. */
  ExtendedNetDelta: z.string().nullable(),
});
export type RevisionLineChange = z.infer<typeof revisionLineChangeSchema>;

const revisionSideSchema = z.object({
  ProjectQuoteId: z.number().int(),
  QuoteNumber: z.string(),
  Revision: z.number().int(),
  /** The revision's quote total; null for readers without prices. */
  Total: z.string().nullable(),
  /**
   * What its lines and prices are as of (named without "price": it carries no money, and readers
   * without prices get it too): 'Current' (the current revision, today's prices), 'AsQuoted' (a
   * superseded revision, as it was quoted when revised) or 'Today' (superseded before its prices were
   * kept, so priced at today's prices; `compareRevisionsMessages.pricedAtToday` says so).
   */
  Basis: z.enum(['Current', 'AsQuoted', 'Today']),
  /** What to tell the reader about its prices; null unless Basis is 'Today'. */
  BasisNote: z.string().nullable(),
});

export const quoteRevisionComparisonSchema = z.object({
  From: revisionSideSchema,
  To: revisionSideSchema,
  /** Added, removed and changed lines, in tag order; unchanged lines are only counted. */
  Lines: z.array(revisionLineChangeSchema),
  UnchangedLineCount: z.number().int(),
  /** To − From of the net adds and of the quote total; null for readers without prices. */
  NetAddsDelta: z.string().nullable(),
  TotalDelta: z.string().nullable(),
});
export type QuoteRevisionComparison = z.infer<typeof quoteRevisionComparisonSchema>;

export const compareRevisionsMessages = {
  notRevisionsOfOneQuote: 'Both revisions must belong to the same quote.',
  pricedAtToday: "Priced at today's prices: this revision was superseded before its prices were kept.",
} as const;

const params = z.object({ projectQuoteId: idParamSchema, otherProjectQuoteId: idParamSchema });

/**
 * Two revisions of one quote side by side (issue 17 part 4): the server computes the differences;
 * the older revision is "From" whichever order the ids come in. Prices only with pricing.view.
 */
export const compareProjectQuoteRevisions = defineContract({
  method: 'GET',
  path: '/projectquote/:projectQuoteId/compare/:otherProjectQuoteId',
  summary: 'Lines added, removed and changed between two revisions of a quote, with price and total deltas',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  params,
  response: quoteRevisionComparisonSchema,
});
