import { defineContract } from '../define-contract.ts';
import { productVoltageInputSchema, productVoltageSchema } from './catalog-schemas.ts';

export const createProductVoltage = defineContract({
  method: 'POST',
  path: '/productvoltage',
  summary: 'Add a product voltage; an unknown reference answers 400, a duplicate 409',
  tag: 'ProductVoltage',
  access: { kind: 'permission', permission: 'admin.products' },
  body: productVoltageInputSchema,
  response: productVoltageSchema,
});
