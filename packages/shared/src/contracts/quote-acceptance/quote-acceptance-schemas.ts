import { z } from 'zod';
import { requiredText } from '../../rules/forms.ts';

/** A link sent for acceptance is good for 30 days or until the quote's validity ends, whichever is sooner. */
export const ACCEPTANCE_LINK_DAYS = 30;

export const acceptanceMessages = {
  linkInvalid: 'This link is not valid. Ask your rep to send the quote again.',
  linkUsed: 'This link was already used to answer the quote. Ask your rep if you need to change the answer.',
  linkExpired: 'This link has expired. Ask your rep to send the quote again.',
  noAddressee: 'Address the quote to a party contact before sending it.',
  noEmail: 'The contact the quote is addressed to has no e-mail address.',
  needsPrices: 'Only someone who may see prices can send a quote for acceptance.',
  notOpen: 'Only an open quote can be sent for acceptance.',
  noTotal: 'The quote has no total yet (a line has no multiplier), so it cannot be sent for acceptance.',
  validityPassed: 'The quote\u2019s validity date has passed. Change it before sending the quote.',
} as const;

export const acceptanceTokenSchema = z
  .string({ error: acceptanceMessages.linkInvalid })
  .trim()
  .min(20, { error: acceptanceMessages.linkInvalid })
  .max(200, { error: acceptanceMessages.linkInvalid });

export const acceptBodySchema = z.object({
  Token: acceptanceTokenSchema,
  Name: requiredText('Your name', 200),
  Title: requiredText('Your title', 200),
  Signature: requiredText('Signature (type your full name)', 200),
});

export const declineBodySchema = z.object({
  Token: acceptanceTokenSchema,
  Reason: requiredText('Reason for declining', 2000),
});

export const acceptanceStatusSchema = z.enum(['Open', 'Expired', 'Accepted', 'Declined']);

/** What the rep sees of a link sent (never a price). */
export const quoteAcceptanceSchema = z.object({
  QuoteAcceptanceId: z.number(),
  SentToName: z.string(),
  SentToEmail: z.string(),
  DateSent: z.string(),
  ExpiresAt: z.string(),
  Status: acceptanceStatusSchema,
  DecidedAt: z.string().nullable(),
  SignerName: z.string().nullable(),
  SignerTitle: z.string().nullable(),
  Signature: z.string().nullable(),
  DeclineReason: z.string().nullable(),
  IpAddress: z.string().nullable(),
  UserAgent: z.string().nullable(),
});
export type QuoteAcceptance = z.infer<typeof quoteAcceptanceSchema>;

/** What the recipient sees on the public page: the quote as proposed to them, with prices. */
export const publicQuoteSchema = z.object({
  QuoteNumber: z.string(),
  Revision: z.number(),
  ProjectName: z.string(),
  FromCompany: z.string(),
  RepName: z.string(),
  RepEmail: z.string(),
  ToCompany: z.string(),
  ToContact: z.string(),
  ValidUntil: z.string(),
  LinkExpiresAt: z.string(),
  Lines: z.array(
    z.object({
      Tag: z.string(),
      Qty: z.number(),
      Model: z.string(),
      CodeString: z.string(),
      Options: z.array(z.string()),
      ExtendedNetPrice: z.string().nullable(),
    }),
  ),
  NetAdds: z.array(z.object({ Type: z.string(), Description: z.string(), Amount: z.string().nullable() })),
  Total: z.string().nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

export const decisionResultSchema = z.object({
  Decision: z.enum(['Accepted', 'Declined']),
  QuoteNumber: z.string(),
  DecidedAt: z.string(),
});
