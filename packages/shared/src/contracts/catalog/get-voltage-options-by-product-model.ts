import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { voltageOptionSchema } from './catalog-schemas.ts';

export const getVoltageOptionsByProductModel = defineContract({
  method: 'POST',
  path: '/ProductVoltage/GetVoltageOptionsByProductModel',
  summary:
    "A model's active voltages with the motor types built for each (400 when the model does not exist)",
  tag: 'ProductVoltage',
  access: { kind: 'permission', permission: 'project.view' },
  body: z.object({ ProductModelId: idSchema }),
  response: z.array(voltageOptionSchema),
});
