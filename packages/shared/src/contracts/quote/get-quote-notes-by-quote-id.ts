import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { quoteNoteSchema } from './quote-schemas.ts';

export const getQuoteNotesByQuoteId = defineContract({
  method: 'GET',
  path: '/ProjectQuote/GetQuoteNotesByQuoteId/:projectQuoteId',
  summary: "A quote's notes, newest first",
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ projectQuoteId: idParamSchema }),
  response: z.array(quoteNoteSchema),
});
