import { defineContract } from '../define-contract.ts';
import { genericResponseSchema } from '../errors.ts';
import { idParamsSchema } from './catalog-schemas.ts';

export const deleteProductUnitSize = defineContract({
  method: 'DELETE',
  path: '/productunitsize/:id',
  summary: 'Remove a product unit size; one still in use answers 409',
  tag: 'ProductUnitSize',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  response: genericResponseSchema,
});
