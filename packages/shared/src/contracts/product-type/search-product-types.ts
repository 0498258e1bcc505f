import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { productTypeSchema } from './product-type-schemas.ts';

export const searchProductTypes = defineContract({
  method: 'POST',
  path: '/productType/search',
  summary: 'The product hierarchy (types, categories, model classes, models)',
  tag: 'ProductType',
  access: { kind: 'permission', permission: 'project.view' },
  body: z.object({ IncludeInactive: z.boolean().default(false) }),
  response: z.object({ productTypes: z.array(productTypeSchema) }),
});
