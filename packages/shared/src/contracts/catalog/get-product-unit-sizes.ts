import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { optionalIdFilter, productUnitSizeSchema } from './catalog-schemas.ts';

export const getProductUnitSizes = defineContract({
  method: 'GET',
  path: '/productunitsize',
  summary: 'Every product unit size (dimensions and weight of a model), optionally of one model',
  tag: 'ProductUnitSize',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({ productModelId: optionalIdFilter }),
  response: z.array(productUnitSizeSchema),
});
