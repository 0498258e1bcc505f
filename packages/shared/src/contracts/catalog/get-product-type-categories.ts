import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { optionalIdFilter, productTypeCategoryRowSchema } from './catalog-schemas.ts';

export const getProductTypeCategories = defineContract({
  method: 'GET',
  path: '/ProductTypeCategory',
  summary: 'Every product type category (inactive ones included), optionally of one product type',
  tag: 'ProductType',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({ productTypeId: optionalIdFilter }),
  response: z.array(productTypeCategoryRowSchema),
});
