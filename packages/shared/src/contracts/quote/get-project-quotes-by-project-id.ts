import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectQuoteSummarySchema } from './quote-schemas.ts';

export const getProjectQuotesByProjectId = defineContract({
  method: 'GET',
  path: '/projectquote/getbyprojectid/:projectId',
  summary: "A project's quotes, every revision (superseded ones marked), newest quote first",
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ projectId: idParamSchema }),
  response: z.array(projectQuoteSummarySchema),
});
