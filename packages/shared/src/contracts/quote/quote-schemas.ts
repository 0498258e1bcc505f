import { z } from 'zod';
import { CategoryMultiplierTransactionType } from '../../enums/lookups.ts';
import { parseCents } from '../../rules/money.ts';
import { isQuoteStatusId, quoteStatusMessages } from '../../rules/quote-status.ts';
import { pricingLineItemSchema } from '../pricing/pricing-schemas.ts';
import { locationSchema, lookupOptionSchema } from '../project/project-schemas.ts';

/** The largest net add: ten million dollars, far beyond any freight bill, well inside safe integers. */
export const NET_ADD_MAX_CENTS = 10_000_000_00;

export const quoteMessages = {
  projectRequired: 'Choose the project of the new quote.',
  schedulesRequired: 'Choose at least one schedule for the quote.',
  rowVersionRequired: 'RowVersion is required to change a quote.',
  noteRowVersionRequired: 'RowVersion is required to change a note.',
  revisionNeedsQuote: 'Choose the quote to revise.',
  amount: `Amount must be a decimal amount of at least 0.00 and at most ${NET_ADD_MAX_CENTS / 100}.00, with up to two places.`,
  netAddType: 'NetAddType must be Freight, StartUp or Misc.',
  locationRequired: 'Send a ShipTo or a BillTo location (or both).',
} as const;

export const quoteStatusIdSchema = z
  .number({ error: quoteStatusMessages.unknownStatus })
  .int({ error: quoteStatusMessages.unknownStatus })
  .refine(isQuoteStatusId, { error: quoteStatusMessages.unknownStatus });

export const netAddTypes = ['Freight', 'StartUp', 'Misc'] as const;
export const netAddTypeSchema = z.enum(netAddTypes, { error: quoteMessages.netAddType });

/** Money as the client writes it: a decimal string ("125.5"), never a binary float; read as cents. */
export const netAddAmountSchema = z.string({ error: quoteMessages.amount }).transform((text, context) => {
  const cents = parseCents(text);
  if (cents === null || cents < 0 || cents > NET_ADD_MAX_CENTS) {
    context.addIssue({ code: 'custom', message: quoteMessages.amount });
    return z.NEVER;
  }
  return cents;
});

export const quoteScheduleSchema = z.object({
  ProjectScheduleId: z.number(),
  Name: z.string(),
  IsActive: z.boolean(),
  ActiveLineItemCount: z.number(),
});

/** One line of a quote: an active line item of a covered schedule. */
export const quoteLineItemSchema = z.object({
  ProjectScheduleLineItemId: z.number(),
  ProjectScheduleId: z.number(),
  ItemTag: z.string(),
  ItemQty: z.number(),
  ProductModelId: z.number(),
  ProductModelName: z.string(),
  CodeString: z.string(),
  /** The line priced (list, multiplier, net); null for readers who may not see prices. */
  Pricing: pricingLineItemSchema.nullable(),
});
export type QuoteLineItem = z.infer<typeof quoteLineItemSchema>;

export const netAddSchema = z.object({
  ProjectQuoteNetAddId: z.number(),
  ProjectQuoteId: z.number(),
  NetAddType: netAddTypeSchema,
  Description: z.string(),
  /** Decimal string; null for readers who may not see prices. */
  Amount: z.string().nullable(),
  CreatedByName: z.string(),
  DateCreated: z.string(),
  RowVersion: z.number(),
});
export type NetAdd = z.infer<typeof netAddSchema>;

/** Quote total = Σ qty × net unit price + net adds (docs/domain.md section 5), decimal strings. */
export const quoteTotalsSchema = z.object({
  ExtendedListTotal: z.string(),
  /** Null while a line has no multiplier (its company has none for the category and transaction type). */
  LineItemsTotal: z.string().nullable(),
  NetAddsTotal: z.string(),
  Total: z.string().nullable(),
  LinesWithoutMultiplier: z.number(),
});

export const projectQuoteSummarySchema = z.object({
  ProjectQuoteId: z.number(),
  ProjectId: z.number(),
  QuoteNumber: z.string(),
  Revision: z.number(),
  QuoteStatusId: z.number(),
  QuoteStatusName: z.string(),
  IsSuperseded: z.boolean(),
  SupersededByProjectQuoteId: z.number().nullable(),
  SupersedesProjectQuoteId: z.number().nullable(),
  BrandId: z.number(),
  BrandName: z.string(),
  TransactionType: z.number(),
  ValidUntil: z.string(),
  CreatedByName: z.string(),
  DateCreated: z.string(),
  DateModified: z.string(),
  DateStatusChanged: z.string(),
  RowVersion: z.number(),
  ProjectScheduleIds: z.array(z.number()),
  /** Null for readers who may not see prices, or while a line has no multiplier. */
  Total: z.string().nullable(),
});
export type ProjectQuoteSummary = z.infer<typeof projectQuoteSummarySchema>;

export const projectQuoteSchema = projectQuoteSummarySchema.extend({
  ProjectName: z.string(),
  CompanyId: z.number(),
  ShipToLocation: locationSchema.nullable(),
  BillToLocation: locationSchema.nullable(),
  ProjectSchedules: z.array(quoteScheduleSchema),
  LineItems: z.array(quoteLineItemSchema),
  NetAdds: z.array(netAddSchema),
  /** Null for readers who may not see prices. */
  Totals: quoteTotalsSchema.nullable(),
  /** Statuses this reader may choose directly now (hold, resume, cancel, reopen). */
  NextStatusIds: z.array(z.number()),
  /** May this reader change the quote's content now (open or on hold, newest revision, quote.edit)? */
  CanEdit: z.boolean(),
});
export type ProjectQuote = z.infer<typeof projectQuoteSchema>;

export const quoteNoteSchema = z.object({
  ProjectQuoteNoteId: z.number(),
  ProjectQuoteId: z.number(),
  Kind: z.string(),
  Note: z.string(),
  AuthorUserId: z.number(),
  AuthorName: z.string(),
  At: z.string(),
  DateModified: z.string(),
  RowVersion: z.number(),
});
export type QuoteNote = z.infer<typeof quoteNoteSchema>;

/** A status as the quote form offers it, with the statuses this reader may move an open-state quote to. */
export const quoteStatusOptionSchema = lookupOptionSchema.extend({ NextStatusIds: z.array(z.number()) });

export const defaultTransactionType = CategoryMultiplierTransactionType.BuyResale;
