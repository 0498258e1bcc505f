import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { activeMultiplierRequestSchema } from './cat-multiplier-schemas.ts';

export const getActiveMultiplierRequest = defineContract({
  method: 'GET',
  path: '/ProjectQuote/GetActiveMultiplierRequest/:quoteId',
  summary: "A quote's multiplier request now: drafts not sent, or sent ones waiting for a decision",
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ quoteId: idParamSchema }),
  response: activeMultiplierRequestSchema,
});
