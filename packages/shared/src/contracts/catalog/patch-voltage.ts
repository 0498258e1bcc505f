import { defineContract } from '../define-contract.ts';
import { atLeastOneField, idParamsSchema, voltageInputSchema, voltageSchema } from './catalog-schemas.ts';

export const patchVoltage = defineContract({
  method: 'PATCH',
  path: '/voltage/:id',
  summary: 'Change some fields of a voltage',
  tag: 'Voltage',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: atLeastOneField(voltageInputSchema),
  response: voltageSchema,
});
