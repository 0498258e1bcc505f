import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { optionalIdFilter, productModelRowSchema } from './catalog-schemas.ts';

export const getProductModels = defineContract({
  method: 'GET',
  path: '/ProductModel',
  summary:
    'Every product model (inactive ones included), optionally of one model class; BaseListPrice only with pricing.view',
  tag: 'ProductType',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({ productModelClassId: optionalIdFilter }),
  response: z.array(productModelRowSchema),
});
