import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';

export const productTypeExistsWithinSchedule = defineContract({
  method: 'GET',
  path: '/productType/ProductTypeExistWithinInSchedule',
  summary: 'Whether the schedule has an active line item of the product type',
  tag: 'ProductType',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({ scheduleId: idParamSchema, productTypeId: idParamSchema }),
  response: z.boolean(),
});
