import { z } from 'zod';
import { QuoteEngRequestStatus } from '../../enums/lookups.ts';
import { idSchema } from '../../rules/ids.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';

/** Issue 5 part 4: a quote's engineering request and its history (docs/domain.md section 6). */
export const engRequestNoteSchema = z.object({
  ProjectQuoteNoteId: z.number(),
  Note: z.string(),
  AuthorName: z.string(),
  At: z.string(),
});

export const projectQuoteEngRequestSchema = z.object({
  ProjectQuoteEngRequestId: z.number(),
  ProjectQuoteId: z.number(),
  Description: z.string(),
  /** QuoteEngRequestStatus id: NotReviewed 1, UnderReview 2, Rejected 3, Approved 4, NeedMoreInfo 5. */
  Status: z.number(),
  StatusName: z.string(),
  /** False while a draft: not sent yet, the requester may still delete it. */
  IsSent: z.boolean(),
  RequestedByName: z.string(),
  DateCreated: z.string(),
  SentAt: z.string().nullable(),
  ReviewedByName: z.string().nullable(),
  DateModified: z.string(),
  /** Each change with its author and time, oldest first. */
  Notes: z.array(engRequestNoteSchema),
  RowVersion: z.number(),
});
export type ProjectQuoteEngRequest = z.infer<typeof projectQuoteEngRequestSchema>;

const maxNote = { error: 'Note must be no more than 2000 characters long' };

export const createEngRequestSchema = z.object({
  ProjectQuoteId: idSchema,
  Description: z
    .string({ error: 'Describe what application engineering should review.' })
    .trim()
    .min(1, { error: 'Describe what application engineering should review.' })
    .max(2000, { error: 'Description must be no more than 2000 characters long' }),
});

export const sendEngRequestSchema = z.object({
  ProjectQuoteId: idSchema,
  /** The quote's version as read: sending changes its status. */
  RowVersion: rowVersionSchema,
  Note: z.string().trim().max(2000, maxNote).default(''),
});

const statusIds = Object.values(QuoteEngRequestStatus) as number[];

export const updateEngRequestStatusSchema = z.object({
  ProjectQuoteEngRequestId: idSchema,
  Status: z
    .number({ error: 'Choose an engineering request status from the list.' })
    .int({ error: 'Choose an engineering request status from the list.' })
    .refine((value) => statusIds.includes(value), {
      error: 'Choose an engineering request status from the list.',
    }),
  Note: z.string().trim().max(2000, maxNote).default(''),
  /** The request's version as read. */
  RowVersion: rowVersionSchema,
});

export const engRequestMessages = {
  notFound: 'Engineering request not found.',
  cannotSeeQuotes: 'Only users who may see quotes can ask for or answer an engineering review.',
  openExists:
    'This quote already has an engineering request that is not approved or rejected: send it, delete it or wait for its answer.',
  nothingToSend: 'This quote has no engineering request to send: create one first.',
  noReviewers: 'No active application engineering user can receive the request; ask an administrator.',
  notSent: 'This engineering request has not been sent yet: send it before it can be reviewed.',
  reviewEnded:
    'The engineering review of this quote has ended (the quote left engineering review); delete this request and send a new one.',
  alreadySent:
    'This engineering request was sent and waits for application engineering; it cannot be deleted now.',
  ended: 'An approved or rejected engineering request stays on the quote’s record and cannot be deleted.',
} as const;
