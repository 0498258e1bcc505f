import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { pricingLineItemSchema, transactionTypeQuerySchema } from './pricing-schemas.ts';

export const getPricingLineItem = defineContract({
  method: 'GET',
  path: '/Pricing/GetById/:lineItemId',
  summary:
    "A line item's list price (base + adders), its company's standard multiplier and net price (BuyResale unless ?TransactionType=2)",
  tag: 'Pricing',
  access: { kind: 'permission', permission: 'pricing.view' },
  params: z.object({ lineItemId: idParamSchema }),
  query: z.object({ TransactionType: transactionTypeQuerySchema }),
  response: pricingLineItemSchema,
});
