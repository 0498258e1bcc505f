import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import {
  productTypeCategoryMultiplierSchema,
  searchCategoryMultipliersRequestSchema,
} from './category-multiplier-schemas.ts';

export const searchCategoryMultipliers = defineContract({
  method: 'POST',
  path: '/ProductTypeCategoryMultiplier/search',
  summary:
    "Standard multipliers by company, product type, category and transaction type: a rep's own companies only, every company for internal staff",
  tag: 'ProductTypeCategoryMultiplier',
  access: { kind: 'permission', permission: 'pricing.view' },
  body: searchCategoryMultipliersRequestSchema,
  response: z.object({ ProductTypeCategoryMultipliers: z.array(productTypeCategoryMultiplierSchema) }),
});
