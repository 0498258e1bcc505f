import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { optionalIdFilter, unitSizeSchema } from './catalog-schemas.ts';

export const getUnitSizes = defineContract({
  method: 'GET',
  path: '/UnitSize',
  summary: 'Every unit size (02…12 fan coils, 007…060 WSHP), optionally of one product type',
  tag: 'ProductUnitSize',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({ productTypeId: optionalIdFilter }),
  response: z.array(unitSizeSchema),
});
