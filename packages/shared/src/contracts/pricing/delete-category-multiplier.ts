import { defineContract } from '../define-contract.ts';
import { genericResponseSchema } from '../errors.ts';
import { deleteCategoryMultiplierRequestSchema } from './category-multiplier-schemas.ts';

export const deleteCategoryMultiplier = defineContract({
  method: 'PUT',
  path: '/ProductTypeCategoryMultiplier/delete',
  summary: 'Remove a standard multiplier (with its RowVersion); its lines then have no net price',
  tag: 'ProductTypeCategoryMultiplier',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: deleteCategoryMultiplierRequestSchema,
  response: genericResponseSchema,
});
