import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { regionSchema, searchRegionsRequestSchema } from './region-schemas.ts';

export const searchRegions = defineContract({
  method: 'POST',
  path: '/Region/search',
  summary: 'Sales regions with their regional sales manager and companies',
  tag: 'Region',
  access: { kind: 'permission', permission: 'pricing.view' },
  body: searchRegionsRequestSchema,
  response: z.object({ Regions: z.array(regionSchema) }),
});
