import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { voltageSchema } from './catalog-schemas.ts';

export const getVoltages = defineContract({
  method: 'GET',
  path: '/voltage',
  summary: 'Every voltage',
  tag: 'Voltage',
  access: { kind: 'permission', permission: 'project.view' },
  response: z.array(voltageSchema),
});
