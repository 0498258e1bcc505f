import { defineContract } from '../define-contract.ts';
import { idParamsSchema, productMotorInputSchema, productMotorSchema } from './catalog-schemas.ts';

export const updateProductMotor = defineContract({
  method: 'PUT',
  path: '/productmotor/:id',
  summary: 'Replace every field of a product motor',
  tag: 'ProductMotor',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: productMotorInputSchema,
  response: productMotorSchema,
});
