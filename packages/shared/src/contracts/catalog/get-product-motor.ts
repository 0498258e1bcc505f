import { defineContract } from '../define-contract.ts';
import { idParamsSchema, productMotorSchema } from './catalog-schemas.ts';

export const getProductMotor = defineContract({
  method: 'GET',
  path: '/productmotor/:id',
  summary: 'One product motor (404 when there is none)',
  tag: 'ProductMotor',
  access: { kind: 'permission', permission: 'project.view' },
  params: idParamsSchema,
  response: productMotorSchema,
});
