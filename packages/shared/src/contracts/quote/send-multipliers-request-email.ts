import { defineContract } from '../define-contract.ts';
import { activeMultiplierRequestSchema, sendMultipliersRequestSchema } from './cat-multiplier-schemas.ts';

export const sendMultipliersRequestEmail = defineContract({
  method: 'POST',
  path: '/ProjectQuote/SendMultipliersRequestEmail',
  summary:
    'Send the drafted category multipliers: any below the standard puts the quote in MultiplierReview and mails the reviewers; the others apply at once',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'multiplier.request' },
  body: sendMultipliersRequestSchema,
  response: activeMultiplierRequestSchema,
});
