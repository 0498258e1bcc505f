import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectQuoteEngRequestSchema } from './eng-request-schemas.ts';

export const getEngRequestsByProjectQuoteId = defineContract({
  method: 'GET',
  path: '/ProjectQuoteEngRequest/GetByProjectQuoteId/:projectQuoteId',
  summary: 'Every engineering request of a quote with its notes, oldest first',
  tag: 'ProjectQuoteEngRequest',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ projectQuoteId: idParamSchema }),
  response: z.array(projectQuoteEngRequestSchema),
});
