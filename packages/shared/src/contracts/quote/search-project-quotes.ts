import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { calendarDateSchema } from '../project/project-schemas.ts';
import { quoteStatusIdSchema } from './quote-schemas.ts';

/** Sortable columns of the quotes list; the default is DateModified, newest first. */
export const quoteSortFields = [
  'QuoteNumber',
  'ProjectName',
  'QuoteStatusName',
  'Total',
  'DateCreated',
  'DateModified',
] as const;
export type QuoteSortField = (typeof quoteSortFields)[number];

export const quoteSearchMessages = {
  dateRange: 'The start date must not be after the end date.',
  sortField: `Sort by one of ${quoteSortFields.join(', ')}.`,
  dateField: 'DateField must be DateCreated or DateModified.',
  pageSize: 'Page size must be between 1 and 200.',
  pageNumber: 'Page number must be a whole number of at least 1.',
  text: 'Search text must be no more than 200 characters long.',
} as const;

export const quoteSearchRequestSchema = z.object({
  /** Any of these statuses; empty for all. */
  QuoteStatusIds: z.array(quoteStatusIdSchema).max(6).default([]),
  BrandId: idSchema.optional(),
  /** Which date DateFrom and DateTo filter on. */
  DateField: z
    .enum(['DateCreated', 'DateModified'], { error: quoteSearchMessages.dateField })
    .default('DateModified'),
  /** On or after this day (UTC). */
  DateFrom: calendarDateSchema.optional(),
  /** On or before this day (UTC). */
  DateTo: calendarDateSchema.optional(),
  /** Part of the quote number, project name or the project's company name. */
  SearchText: z.string().trim().max(200, { error: quoteSearchMessages.text }).default(''),
  /** Revisions replaced by a newer one are left out unless asked for. */
  IncludeSuperseded: z.boolean().default(false),
  SortRequest: z
    .object({
      SortField: z.enum(quoteSortFields, { error: quoteSearchMessages.sortField }).default('DateModified'),
      SortDirection: z.enum(['Ascending', 'Descending']).default('Descending'),
    })
    .default({ SortField: 'DateModified', SortDirection: 'Descending' }),
  PageNumber: z
    .number({ error: quoteSearchMessages.pageNumber })
    .int({ error: quoteSearchMessages.pageNumber })
    .min(1, { error: quoteSearchMessages.pageNumber })
    .max(100_000, { error: quoteSearchMessages.pageNumber })
    .default(1),
  PageSize: z
    .number({ error: quoteSearchMessages.pageSize })
    .int({ error: quoteSearchMessages.pageSize })
    .min(1, { error: quoteSearchMessages.pageSize })
    .max(200, { error: quoteSearchMessages.pageSize })
    .default(50),
});
export type QuoteSearchRequest = z.input<typeof quoteSearchRequestSchema>;

export const quoteListItemSchema = z.object({
  ProjectQuoteId: z.number(),
  QuoteNumber: z.string(),
  Revision: z.number(),
  ProjectId: z.number(),
  ProjectName: z.string(),
  CompanyId: z.number(),
  CompanyName: z.string(),
  BrandId: z.number(),
  BrandName: z.string(),
  QuoteStatusId: z.number(),
  QuoteStatusName: z.string(),
  /** Σ qty × net unit + net adds as a decimal string; null when a line has no multiplier or the reader may not see prices. */
  Total: z.string().nullable(),
  ValidUntil: z.string(),
  DateCreated: z.string(),
  DateModified: z.string(),
  CreatedByName: z.string(),
  IsSuperseded: z.boolean(),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

export const searchProjectQuotes = defineContract({
  method: 'POST',
  path: '/ProjectQuote/search',
  summary:
    'Quotes of every project the user may see, filtered, sorted and paged (not named by the spec; the list of /topmenu/quotes)',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  body: quoteSearchRequestSchema,
  response: z.object({
    Quotes: z.array(quoteListItemSchema),
    /** Quotes matching the filters (all pages). */
    TotalCount: z.number(),
    PageNumber: z.number(),
    PageSize: z.number(),
  }),
});
