import { codeStringSegmentSchema } from '../../logic/code-string-schemas.ts';
import { defineContract } from '../define-contract.ts';
import { codeStringSegmentInputSchema } from './catalog-schemas.ts';

export const createProductCodeStringSegment = defineContract({
  method: 'POST',
  path: '/productcodestringsegments',
  summary: 'Add a code-string segment; an unknown reference answers 400, a duplicate 409',
  tag: 'CodeString',
  access: { kind: 'permission', permission: 'admin.products' },
  body: codeStringSegmentInputSchema,
  response: codeStringSegmentSchema,
});
