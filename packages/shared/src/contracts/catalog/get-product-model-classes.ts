import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { optionalIdFilter, productModelClassRowSchema } from './catalog-schemas.ts';

export const getProductModelClasses = defineContract({
  method: 'GET',
  path: '/ProductModelClass',
  summary: 'Every product model class (inactive ones included), optionally of one category',
  tag: 'ProductType',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({ productTypeCategoryId: optionalIdFilter }),
  response: z.array(productModelClassRowSchema),
});
