import { codeStringSegmentSchema } from '../../logic/code-string-schemas.ts';
import { defineContract } from '../define-contract.ts';
import { codeStringSegmentInputSchema, idParamsSchema } from './catalog-schemas.ts';

export const updateProductCodeStringSegment = defineContract({
  method: 'PUT',
  path: '/productcodestringsegments/:id',
  summary: 'Replace every field of a code-string segment',
  tag: 'CodeString',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: codeStringSegmentInputSchema,
  response: codeStringSegmentSchema,
});
