import { defineContract } from '../define-contract.ts';
import { genericResponseSchema } from '../errors.ts';
import { sendQuoteSubmittalEmailRequestSchema } from './quote-document-schemas.ts';

export const sendQuoteSubmittalEmail = defineContract({
  method: 'POST',
  path: '/ProjectQuote/SendQuoteSubmittalEmail',
  summary: "Mail the quote's generated PDFs (quote, part summary, submittal) to customers through the outbox",
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  // Mail leaves the company under its name: limited per client like sign-in, so it cannot be a relay.
  rateLimited: true,
  body: sendQuoteSubmittalEmailRequestSchema,
  response: genericResponseSchema,
});
