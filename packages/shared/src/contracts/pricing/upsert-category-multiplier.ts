import { defineContract } from '../define-contract.ts';
import {
  productTypeCategoryMultiplierSchema,
  upsertCategoryMultiplierRequestSchema,
} from './category-multiplier-schemas.ts';

export const upsertCategoryMultiplier = defineContract({
  method: 'PUT',
  path: '/ProductTypeCategoryMultiplier/upsert',
  summary: 'Create a standard multiplier (id 0) or change its value (with its RowVersion)',
  tag: 'ProductTypeCategoryMultiplier',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: upsertCategoryMultiplierRequestSchema,
  response: productTypeCategoryMultiplierSchema,
});
