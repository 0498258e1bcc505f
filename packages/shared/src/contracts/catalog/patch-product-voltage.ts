import { defineContract } from '../define-contract.ts';
import {
  atLeastOneField,
  idParamsSchema,
  productVoltageInputSchema,
  productVoltageSchema,
} from './catalog-schemas.ts';

export const patchProductVoltage = defineContract({
  method: 'PATCH',
  path: '/productvoltage/:id',
  summary: 'Change some fields of a product voltage',
  tag: 'ProductVoltage',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: atLeastOneField(productVoltageInputSchema),
  response: productVoltageSchema,
});
