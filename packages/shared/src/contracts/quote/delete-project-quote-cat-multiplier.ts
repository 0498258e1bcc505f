import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';

export const deleteProjectQuoteCatMultiplier = defineContract({
  method: 'DELETE',
  path: '/ProjectQuoteCatMultiplier/:projectQuoteCatMultiplierId',
  summary: 'Remove an undecided category multiplier request (not while its review is running)',
  tag: 'ProjectQuoteCatMultiplier',
  access: { kind: 'permission', permission: 'multiplier.request' },
  params: z.object({ projectQuoteCatMultiplierId: idParamSchema }),
  response: z.object({ Success: z.boolean() }),
});
