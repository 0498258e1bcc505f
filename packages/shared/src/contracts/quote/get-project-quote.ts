import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectQuoteSchema } from './quote-schemas.ts';

export const getProjectQuote = defineContract({
  method: 'GET',
  path: '/projectquote/:projectQuoteId',
  summary: 'One quote with its schedules, priced lines, net adds and totals (404 when not visible)',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ projectQuoteId: idParamSchema }),
  response: projectQuoteSchema,
});
