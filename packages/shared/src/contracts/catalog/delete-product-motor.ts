import { defineContract } from '../define-contract.ts';
import { genericResponseSchema } from '../errors.ts';
import { idParamsSchema } from './catalog-schemas.ts';

export const deleteProductMotor = defineContract({
  method: 'DELETE',
  path: '/productmotor/:id',
  summary: 'Remove a product motor; one still in use answers 409',
  tag: 'ProductMotor',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  response: genericResponseSchema,
});
