import { defineContract } from '../define-contract.ts';
import {
  atLeastOneField,
  idParamsSchema,
  productMotorInputSchema,
  productMotorSchema,
} from './catalog-schemas.ts';

export const patchProductMotor = defineContract({
  method: 'PATCH',
  path: '/productmotor/:id',
  summary: 'Change some fields of a product motor',
  tag: 'ProductMotor',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: atLeastOneField(productMotorInputSchema),
  response: productMotorSchema,
});
