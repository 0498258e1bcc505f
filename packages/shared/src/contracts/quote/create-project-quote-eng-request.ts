import { defineContract } from '../define-contract.ts';
import { createEngRequestSchema, projectQuoteEngRequestSchema } from './eng-request-schemas.ts';

export const createProjectQuoteEngRequest = defineContract({
  method: 'POST',
  path: '/ProjectQuoteEngRequest',
  summary: 'Ask application engineering to review an open quote (a draft until SendEngRequestEmail)',
  tag: 'ProjectQuoteEngRequest',
  access: { kind: 'permission', permission: 'engineering.request' },
  body: createEngRequestSchema,
  response: projectQuoteEngRequestSchema,
});
