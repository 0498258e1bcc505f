import { codeStringSegmentSchema } from '../../logic/code-string-schemas.ts';
import { defineContract } from '../define-contract.ts';
import { atLeastOneField, codeStringSegmentInputSchema, idParamsSchema } from './catalog-schemas.ts';

export const patchProductCodeStringSegment = defineContract({
  method: 'PATCH',
  path: '/productcodestringsegments/:id',
  summary: 'Change some fields of a code-string segment',
  tag: 'CodeString',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  body: atLeastOneField(codeStringSegmentInputSchema),
  response: codeStringSegmentSchema,
});
