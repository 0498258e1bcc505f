import { defineContract } from '../define-contract.ts';
import { idParamsSchema, productVoltageSchema } from './catalog-schemas.ts';

export const getProductVoltage = defineContract({
  method: 'GET',
  path: '/productvoltage/:id',
  summary: 'One product voltage (404 when there is none)',
  tag: 'ProductVoltage',
  access: { kind: 'permission', permission: 'project.view' },
  params: idParamsSchema,
  response: productVoltageSchema,
});
