import { defineContract } from '../define-contract.ts';
import {
  atLeastOneField,
  idParamsSchema,
  productUnitSizeInputSchema,
  productUnitSizeSchema,
} from './catalog-schemas.ts';

export const patchProductUnitSize = defineContract({
  method: 'PATCH',
  path: '/productunitsize/:id',
  summary: 'Change some fields of a product unit size',
  tag: 'ProductUnitSize',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: atLeastOneField(productUnitSizeInputSchema),
  response: productUnitSizeSchema,
});
