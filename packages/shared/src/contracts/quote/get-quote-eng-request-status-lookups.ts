import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { lookupOptionSchema } from '../project/project-schemas.ts';

export const getQuoteEngRequestStatusLookups = defineContract({
  method: 'GET',
  path: '/ProjectQuote/GetQuoteEngRequestStatusLookups',
  summary: 'QuoteEngRequestStatus lookup values (LookupCategory QuoteEngRequestStatus)',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  response: z.array(lookupOptionSchema),
});
