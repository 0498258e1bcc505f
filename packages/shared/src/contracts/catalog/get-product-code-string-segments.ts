import { z } from 'zod';
import { codeStringSegmentSchema } from '../../logic/code-string-schemas.ts';
import { defineContract } from '../define-contract.ts';
import { optionalIdFilter } from './catalog-schemas.ts';

export const getProductCodeStringSegments = defineContract({
  method: 'GET',
  path: '/productcodestringsegments',
  summary: 'Every code-string segment with its values, optionally of one model class',
  tag: 'CodeString',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({ productModelClassId: optionalIdFilter }),
  response: z.array(codeStringSegmentSchema),
});
