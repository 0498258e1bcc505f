import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { distributorSchema } from './distributor-schemas.ts';

export const getDistributors = defineContract({
  method: 'GET',
  path: '/Distributor',
  summary: 'Every distributor (active ones unless ?includeInactive=true), by name',
  tag: 'Distributor',
  access: { kind: 'permission', permission: 'pricing.view' },
  query: z.object({
    includeInactive: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  }),
  response: z.array(distributorSchema),
});
