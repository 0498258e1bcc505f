import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { lookupOptionSchema } from './project-schemas.ts';

export const getProductTypeLookups = defineContract({
  method: 'GET',
  path: '/Project/GetProductTypeLookups',
  summary: 'Product types as lookup options (LookupCategory ProductType)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  response: z.array(lookupOptionSchema),
});
