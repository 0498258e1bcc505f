import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';

export const deleteProjectQuoteEngRequest = defineContract({
  method: 'DELETE',
  path: '/ProjectQuoteEngRequest/:projectQuoteEngRequestId',
  summary:
    'Remove an engineering request not sent yet (or left behind by an ended review); never a decided one',
  tag: 'ProjectQuoteEngRequest',
  access: { kind: 'permission', permission: 'engineering.request' },
  params: z.object({ projectQuoteEngRequestId: idParamSchema }),
  response: z.object({ Success: z.boolean() }),
});
