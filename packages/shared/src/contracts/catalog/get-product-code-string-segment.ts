import { codeStringSegmentSchema } from '../../logic/code-string-schemas.ts';
import { defineContract } from '../define-contract.ts';
import { idParamsSchema } from './catalog-schemas.ts';

export const getProductCodeStringSegment = defineContract({
  method: 'GET',
  path: '/productcodestringsegments/:id',
  summary: 'One code-string segment (404 when there is none)',
  tag: 'CodeString',
  access: { kind: 'permission', permission: 'project.view' },
  params: idParamsSchema,
  response: codeStringSegmentSchema,
});
