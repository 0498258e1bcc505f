import { defineContract } from '../define-contract.ts';
import { idParamsSchema, productUnitSizeInputSchema, productUnitSizeSchema } from './catalog-schemas.ts';

export const updateProductUnitSize = defineContract({
  method: 'PUT',
  path: '/productunitsize/:id',
  summary: 'Replace every field of a product unit size',
  tag: 'ProductUnitSize',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: productUnitSizeInputSchema,
  response: productUnitSizeSchema,
});
