import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { distributorSchema } from './distributor-schemas.ts';

export const getDistributor = defineContract({
  method: 'GET',
  path: '/Distributor/:id',
  summary: 'One distributor (404 when there is none)',
  tag: 'Distributor',
  access: { kind: 'permission', permission: 'pricing.view' },
  params: z.object({ id: idParamSchema }),
  response: distributorSchema,
});
