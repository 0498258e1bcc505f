import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { quoteAcceptanceSchema } from './quote-acceptance-schemas.ts';

export const getQuoteAcceptances = defineContract({
  method: 'GET',
  path: '/QuoteAcceptance/quote/:quoteId',
  summary: 'The acceptance links sent for a quote and their answers (who, when, from where), newest first',
  tag: 'QuoteAcceptance',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ quoteId: idParamSchema }),
  response: z.array(quoteAcceptanceSchema),
});
