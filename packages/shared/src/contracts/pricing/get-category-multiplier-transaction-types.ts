import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { transactionTypeOptionSchema } from './category-multiplier-schemas.ts';

export const getCategoryMultiplierTransactionTypes = defineContract({
  method: 'GET',
  path: '/ProductTypeCategoryMultiplier/CategoryMultiplierTransactionTypes',
  summary: 'The transaction types a standard multiplier applies to (BuyResale 1, FactoryDirect 2)',
  tag: 'ProductTypeCategoryMultiplier',
  access: { kind: 'permission', permission: 'pricing.view' },
  response: z.array(transactionTypeOptionSchema),
});
