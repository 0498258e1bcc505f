import { defineContract } from '../define-contract.ts';
import { genericResponseSchema } from '../errors.ts';
import { idParamsSchema } from './catalog-schemas.ts';

export const deleteVoltage = defineContract({
  method: 'DELETE',
  path: '/voltage/:id',
  summary: 'Remove a voltage; one still in use answers 409',
  tag: 'Voltage',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  response: genericResponseSchema,
});
