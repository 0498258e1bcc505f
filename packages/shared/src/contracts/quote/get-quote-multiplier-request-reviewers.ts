import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { multiplierReviewerSchema } from './cat-multiplier-schemas.ts';

export const getQuoteMultiplierRequestReviewers = defineContract({
  method: 'GET',
  path: '/ProjectQuoteCatMultiplier/GetQuoteMultiplierRequestReviewers/:quoteId',
  summary: "Who reviews a quote's multiplier request: VP of pricing and the region's sales manager",
  tag: 'ProjectQuoteCatMultiplier',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ quoteId: idParamSchema }),
  response: z.array(multiplierReviewerSchema),
});
