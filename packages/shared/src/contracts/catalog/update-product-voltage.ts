import { defineContract } from '../define-contract.ts';
import { idParamsSchema, productVoltageInputSchema, productVoltageSchema } from './catalog-schemas.ts';

export const updateProductVoltage = defineContract({
  method: 'PUT',
  path: '/productvoltage/:id',
  summary: 'Replace every field of a product voltage',
  tag: 'ProductVoltage',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: productVoltageInputSchema,
  response: productVoltageSchema,
});
