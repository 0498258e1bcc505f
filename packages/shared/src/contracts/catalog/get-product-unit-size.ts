import { defineContract } from '../define-contract.ts';
import { idParamsSchema, productUnitSizeSchema } from './catalog-schemas.ts';

export const getProductUnitSize = defineContract({
  method: 'GET',
  path: '/productunitsize/:id',
  summary: 'One product unit size (404 when there is none)',
  tag: 'ProductUnitSize',
  access: { kind: 'permission', permission: 'project.view' },
  params: idParamsSchema,
  response: productUnitSizeSchema,
});
