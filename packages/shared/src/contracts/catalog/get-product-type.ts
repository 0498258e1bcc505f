import { defineContract } from '../define-contract.ts';
import { productTypeSchema } from '../product-type/product-type-schemas.ts';
import { idParamsSchema } from './catalog-schemas.ts';

export const getProductType = defineContract({
  method: 'GET',
  path: '/ProductType/:id',
  summary: 'One product type with its categories, model classes and models (404 when there is none)',
  tag: 'ProductType',
  access: { kind: 'permission', permission: 'project.view' },
  params: idParamsSchema,
  response: productTypeSchema,
});
