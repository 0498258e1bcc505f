import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { quoteStatusOptionSchema } from './quote-schemas.ts';

export const getProjectQuoteStatuses = defineContract({
  method: 'GET',
  path: '/ProjectQuote/ProjectQuoteStatuses',
  summary: 'Quote statuses, each with the statuses the caller may choose directly from it',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  response: z.array(quoteStatusOptionSchema),
});
