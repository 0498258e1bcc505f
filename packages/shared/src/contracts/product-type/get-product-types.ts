import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { productTypeSchema } from './product-type-schemas.ts';

export const getProductTypes = defineContract({
  method: 'GET',
  path: '/producttype',
  summary: 'Every product type with its hierarchy',
  tag: 'ProductType',
  access: { kind: 'permission', permission: 'project.view' },
  response: z.array(productTypeSchema),
});
