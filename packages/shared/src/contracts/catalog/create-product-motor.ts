import { defineContract } from '../define-contract.ts';
import { productMotorInputSchema, productMotorSchema } from './catalog-schemas.ts';

export const createProductMotor = defineContract({
  method: 'POST',
  path: '/productmotor',
  summary: 'Add a product motor; an unknown reference answers 400, a duplicate 409',
  tag: 'ProductMotor',
  access: { kind: 'permission', permission: 'admin.products' },
  body: productMotorInputSchema,
  response: productMotorSchema,
});
