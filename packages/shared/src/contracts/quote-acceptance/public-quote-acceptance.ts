import { z } from 'zod';
import { binaryResponse, defineContract } from '../define-contract.ts';
import {
  acceptanceTokenSchema,
  acceptBodySchema,
  decisionResultSchema,
  declineBodySchema,
  publicQuoteSchema,
} from './quote-acceptance-schemas.ts';

/** The token travels in the body, never in a URL the server logs. */
const tokenBody = z.object({ Token: acceptanceTokenSchema });

export const viewPublicQuote = defineContract({
  method: 'POST',
  path: '/public/quote-acceptance/view',
  summary: 'The quote behind an acceptance link (no account), while the link is unused and unexpired',
  tag: 'QuoteAcceptance',
  access: { kind: 'anonymous' },
  body: tokenBody,
  response: publicQuoteSchema,
  rateLimited: true,
});

export const getPublicQuotePdf = defineContract({
  method: 'POST',
  path: '/public/quote-acceptance/pdf',
  summary: 'The proposal PDF behind an acceptance link',
  tag: 'QuoteAcceptance',
  access: { kind: 'anonymous' },
  body: tokenBody,
  response: binaryResponse,
  rateLimited: true,
});

export const acceptPublicQuote = defineContract({
  method: 'POST',
  path: '/public/quote-acceptance/accept',
  summary: 'Accept the quote (name, title, typed signature); uses the link up',
  tag: 'QuoteAcceptance',
  access: { kind: 'anonymous' },
  body: acceptBodySchema,
  response: decisionResultSchema,
  rateLimited: true,
});

export const declinePublicQuote = defineContract({
  method: 'POST',
  path: '/public/quote-acceptance/decline',
  summary: 'Decline the quote with a reason; uses the link up',
  tag: 'QuoteAcceptance',
  access: { kind: 'anonymous' },
  body: declineBodySchema,
  response: decisionResultSchema,
  rateLimited: true,
});
