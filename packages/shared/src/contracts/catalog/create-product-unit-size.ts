import { defineContract } from '../define-contract.ts';
import { productUnitSizeInputSchema, productUnitSizeSchema } from './catalog-schemas.ts';

export const createProductUnitSize = defineContract({
  method: 'POST',
  path: '/productunitsize',
  summary: 'Add a product unit size; an unknown reference answers 400, a duplicate 409',
  tag: 'ProductUnitSize',
  access: { kind: 'permission', permission: 'admin.products' },
  body: productUnitSizeInputSchema,
  response: productUnitSizeSchema,
});
