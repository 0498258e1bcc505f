import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { transactionTypeSchema } from '../pricing/pricing-schemas.ts';
import { calendarDateSchema, rowVersionSchema } from '../project/project-schemas.ts';
import { projectQuoteSchema, quoteMessages, quoteStatusIdSchema } from './quote-schemas.ts';

/**
 * Creates a quote (no ProjectQuoteId), changes one, or revises one (CreateRevision: the answer is the
 * new revision; the old one stays readable, superseded). A field left null keeps its value (on
 * create: the project's brand, BuyResale, valid for 30 days). QuoteStatusId changes the status
 * through the status machine: hold, resume, cancel, reopen (admin).
 */
export const upsertProjectQuoteBodySchema = z
  .object({
    ProjectQuoteId: idSchema.nullable().default(null),
    ProjectId: idSchema.nullable().default(null),
    RowVersion: rowVersionSchema.nullable().default(null),
    CreateRevision: z.boolean().default(false),
    QuoteStatusId: quoteStatusIdSchema.nullable().default(null),
    ProjectScheduleIds: z
      .array(idSchema)
      .min(1, { error: quoteMessages.schedulesRequired })
      .max(200)
      .nullable()
      .default(null),
    BrandId: idSchema.nullable().default(null),
    TransactionType: transactionTypeSchema.nullable().default(null),
    ValidUntil: calendarDateSchema.nullable().default(null),
  })
  .superRefine((body, context) => {
    if (body.ProjectQuoteId === null) {
      if (body.CreateRevision)
        context.addIssue({
          code: 'custom',
          path: ['ProjectQuoteId'],
          message: quoteMessages.revisionNeedsQuote,
        });
      if (body.ProjectId === null)
        context.addIssue({ code: 'custom', path: ['ProjectId'], message: quoteMessages.projectRequired });
      if (body.ProjectScheduleIds === null)
        context.addIssue({
          code: 'custom',
          path: ['ProjectScheduleIds'],
          message: quoteMessages.schedulesRequired,
        });
    } else if (body.RowVersion === null)
      context.addIssue({ code: 'custom', path: ['RowVersion'], message: quoteMessages.rowVersionRequired });
  });
export type UpsertProjectQuoteBody = z.output<typeof upsertProjectQuoteBodySchema>;

export const upsertProjectQuote = defineContract({
  method: 'POST',
  path: '/projectquote',
  summary: 'Create, change or revise a quote; a status change goes through the quote status machine',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.edit' },
  body: upsertProjectQuoteBodySchema,
  response: projectQuoteSchema,
});
