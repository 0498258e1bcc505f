import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectQuoteCatMultiplierSchema } from './cat-multiplier-schemas.ts';

export const getCatMultipliersByProjectQuoteId = defineContract({
  method: 'GET',
  path: '/ProjectQuoteCatMultiplier/GetByProjectQuoteId/:projectQuoteId',
  summary: 'Every category multiplier request of a quote, drafts and decided ones, oldest first',
  tag: 'ProjectQuoteCatMultiplier',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ projectQuoteId: idParamSchema }),
  response: z.array(projectQuoteCatMultiplierSchema),
});
