import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { multiplierInputSchema } from '../pricing/pricing-schemas.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';

/** Issue 5 part 3: lower multipliers a quote asks for per product type category (docs/domain.md section 5). */
export const catMultiplierStatuses = ['Pending', 'Approved', 'Rejected'] as const;

export const projectQuoteCatMultiplierSchema = z.object({
  ProjectQuoteCatMultiplierId: z.number(),
  ProjectQuoteId: z.number(),
  ProductTypeCategoryId: z.number(),
  ProductTypeCategoryName: z.string(),
  /** numeric(6,4) as decimal strings, e.g. "0.4500". */
  RequestedMultiplier: z.string(),
  /** The company's standard multiplier for the category when the request was made. */
  StandardMultiplier: z.string(),
  Status: z.enum(catMultiplierStatuses),
  /** False while a draft: not sent yet, the requester may still delete it. */
  IsSent: z.boolean(),
  RequestedByName: z.string(),
  DateCreated: z.string(),
  SentAt: z.string().nullable(),
  DecidedByName: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  DecisionNote: z.string().nullable(),
  RowVersion: z.number(),
});
export type ProjectQuoteCatMultiplier = z.infer<typeof projectQuoteCatMultiplierSchema>;

export const multiplierReviewerSchema = z.object({
  UserId: z.number(),
  Name: z.string(),
  EmailAddress: z.string(),
  /** VPPricingDirector, or RegionalSalesManager of the project's region. */
  ReviewerRole: z.enum(['VPPricingDirector', 'RegionalSalesManager']),
});
export type MultiplierReviewer = z.infer<typeof multiplierReviewerSchema>;

/** The request of a quote now: drafts not sent yet, or sent ones waiting for a decision. */
export const activeMultiplierRequestSchema = z.object({
  ProjectQuoteId: z.number(),
  IsUnderReview: z.boolean(),
  CatMultipliers: z.array(projectQuoteCatMultiplierSchema),
});

const noteSchema = z
  .string({ error: 'Write a note for the decision.' })
  .trim()
  .min(1, { error: 'Write a note for the decision.' })
  .max(2000, { error: 'Note must be no more than 2000 characters long' });

export const createCatMultiplierRequestSchema = z.object({
  ProjectQuoteId: idSchema,
  ProductTypeCategoryId: idSchema,
  RequestedMultiplier: multiplierInputSchema,
});

export const sendMultipliersRequestSchema = z.object({
  ProjectQuoteId: idSchema,
  /** The quote's version as read: the request changes its status. */
  RowVersion: rowVersionSchema,
  Note: z.string().trim().max(2000, { error: 'Note must be no more than 2000 characters long' }).default(''),
});

export const decideCatMultiplierRequestSchema = z.object({
  ProjectQuoteCatMultiplierId: idSchema,
  Approved: z.boolean({ error: 'Approved must be true or false.' }),
  Note: noteSchema,
  RowVersion: rowVersionSchema,
});

export const catMultiplierMessages = {
  notFound: 'Multiplier request not found.',
  noStandard:
    "The project's company has no standard multiplier for this category and transaction type: ask pricing to set one first.",
  aboveStandard: (standard: string) =>
    `The requested multiplier must not be above the standard multiplier ${standard}; ask only for a lower one.`,
  duplicate:
    'This category already has a multiplier request waiting on this quote: delete it or wait for its decision.',
  notOpen: (what: string) => `${what} only while the quote is open.`,
  alreadySent: 'This multiplier request is under review; it can be deleted only after the review ends.',
  nothingToSend: 'Add at least one category multiplier before sending the request.',
  notSent: 'This multiplier request has not been sent yet; it cannot be decided.',
  alreadyDecided: (status: string) => `This multiplier request was already ${status.toLowerCase()}.`,
  notReviewer:
    "Only the VP of pricing or the regional sales manager of this project's region can decide this multiplier request.",
  noReviewers: 'No reviewer can take this request: nobody is VP of pricing or manager of the region.',
} as const;
