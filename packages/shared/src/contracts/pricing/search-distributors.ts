import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { distributorSchema, searchDistributorsRequestSchema } from './distributor-schemas.ts';

export const searchDistributors = defineContract({
  method: 'POST',
  path: '/Distributor/search',
  summary: 'Distributors by text (name, contact, city), region and status',
  tag: 'Distributor',
  access: { kind: 'permission', permission: 'pricing.view' },
  body: searchDistributorsRequestSchema,
  response: z.object({ Distributors: z.array(distributorSchema) }),
});
