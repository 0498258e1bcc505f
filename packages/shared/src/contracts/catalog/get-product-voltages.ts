import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { optionalIdFilter, productVoltageSchema } from './catalog-schemas.ts';

export const getProductVoltages = defineContract({
  method: 'GET',
  path: '/productvoltage',
  summary: 'Every product voltage (a voltage a model is offered in), optionally of one model',
  tag: 'ProductVoltage',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({ productModelId: optionalIdFilter }),
  response: z.array(productVoltageSchema),
});
