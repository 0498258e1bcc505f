import { defineContract } from '../define-contract.ts';
import { genericResponseSchema } from '../errors.ts';
import { idParamsSchema } from './catalog-schemas.ts';

export const deleteProductVoltage = defineContract({
  method: 'DELETE',
  path: '/productvoltage/:id',
  summary: 'Remove a product voltage; one still in use answers 409',
  tag: 'ProductVoltage',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  response: genericResponseSchema,
});
