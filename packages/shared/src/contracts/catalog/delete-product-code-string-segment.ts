import { defineContract } from '../define-contract.ts';
import { genericResponseSchema } from '../errors.ts';
import { idParamsSchema } from './catalog-schemas.ts';

export const deleteProductCodeStringSegment = defineContract({
  method: 'DELETE',
  path: '/productcodestringsegments/:id',
  summary: 'Remove a code-string segment; one still in use answers 409',
  tag: 'CodeString',
  access: { kind: 'permission', permission: 'admin.products' },
  params: idParamsSchema,
  response: genericResponseSchema,
});
