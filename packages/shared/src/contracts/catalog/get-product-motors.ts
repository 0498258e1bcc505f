import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { motorTypeSchema, optionalIdFilter, productMotorSchema } from './catalog-schemas.ts';

export const getProductMotors = defineContract({
  method: 'GET',
  path: '/productmotor',
  summary:
    'Every product motor (motor type and voltage of a model with nameplate data), optionally of one model and motor type',
  tag: 'ProductMotor',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({
    productModelId: optionalIdFilter,
    motorType: z.coerce.number().pipe(motorTypeSchema).optional(),
  }),
  response: z.array(productMotorSchema),
});
