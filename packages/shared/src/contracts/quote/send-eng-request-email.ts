import { defineContract } from '../define-contract.ts';
import { projectQuoteEngRequestSchema, sendEngRequestSchema } from './eng-request-schemas.ts';

export const sendEngRequestEmail = defineContract({
  method: 'POST',
  path: '/ProjectQuote/SendEngRequestEmail',
  summary:
    "Send the quote's drafted engineering request: the quote goes Open → EngReview and application engineering is mailed",
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'engineering.request' },
  body: sendEngRequestSchema,
  response: projectQuoteEngRequestSchema,
});
