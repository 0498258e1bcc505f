import { defineContract } from '../define-contract.ts';
import { voltageInputSchema, voltageSchema } from './catalog-schemas.ts';

export const createVoltage = defineContract({
  method: 'POST',
  path: '/voltage',
  summary: 'Add a voltage; an unknown reference answers 400, a duplicate 409',
  tag: 'Voltage',
  access: { kind: 'permission', permission: 'admin.products' },
  body: voltageInputSchema,
  response: voltageSchema,
});
