import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { motorTypeSchema, productMotorVoltageSchema } from './catalog-schemas.ts';

export const getProductMotorVoltages = defineContract({
  method: 'POST',
  path: '/ProductVoltage/GetProductMotorVoltages',
  summary: "A model's motors of one type, each with its voltage, horsepower and full-load amps",
  tag: 'ProductVoltage',
  access: { kind: 'permission', permission: 'project.view' },
  body: z.object({ ProductModelId: idSchema, MotorType: motorTypeSchema }),
  response: z.array(productMotorVoltageSchema),
});
