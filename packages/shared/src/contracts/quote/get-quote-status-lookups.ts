import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { lookupOptionSchema } from '../project/project-schemas.ts';

export const getQuoteStatusLookups = defineContract({
  method: 'GET',
  path: '/ProjectQuote/GetQuoteStatusLookups',
  summary: 'QuoteStatus lookup values (LookupCategory QuoteStatus)',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  response: z.array(lookupOptionSchema),
});
