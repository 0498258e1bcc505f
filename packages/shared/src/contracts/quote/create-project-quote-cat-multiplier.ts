import { defineContract } from '../define-contract.ts';
import {
  createCatMultiplierRequestSchema,
  projectQuoteCatMultiplierSchema,
} from './cat-multiplier-schemas.ts';

export const createProjectQuoteCatMultiplier = defineContract({
  method: 'POST',
  path: '/ProjectQuoteCatMultiplier',
  summary: 'Ask for a lower multiplier for one product type category of an open quote (a draft until sent)',
  tag: 'ProjectQuoteCatMultiplier',
  access: { kind: 'permission', permission: 'multiplier.request' },
  body: createCatMultiplierRequestSchema,
  response: projectQuoteCatMultiplierSchema,
});
