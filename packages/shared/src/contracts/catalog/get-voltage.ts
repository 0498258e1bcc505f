import { defineContract } from '../define-contract.ts';
import { idParamsSchema, voltageSchema } from './catalog-schemas.ts';

export const getVoltage = defineContract({
  method: 'GET',
  path: '/voltage/:id',
  summary: 'One voltage (404 when there is none)',
  tag: 'Voltage',
  access: { kind: 'permission', permission: 'project.view' },
  params: idParamsSchema,
  response: voltageSchema,
});
