import { defineContract } from '../define-contract.ts';
import { idParamsSchema, voltageInputSchema, voltageSchema } from './catalog-schemas.ts';

export const updateVoltage = defineContract({
  method: 'PUT',
  path: '/voltage/:id',
  summary: 'Replace every field of a voltage',
  tag: 'Voltage',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: voltageInputSchema,
  response: voltageSchema,
});
