import { z } from 'zod';
import { codeStringGroupValueSchema, productModelValueSchema } from '../../logic/code-string-schemas.ts';
import { defineContract } from '../define-contract.ts';
import { pricingInputRequestSchema, pricingLineItemSchema } from './pricing-schemas.ts';

export const getPricingInputs = defineContract({
  method: 'POST',
  path: '/pricing/getpricinginputs',
  summary:
    "The pricing form of a model (and optionally its line item): code string groups, chosen values and the line's price",
  tag: 'Pricing',
  access: { kind: 'permission', permission: 'pricing.view' },
  body: pricingInputRequestSchema,
  response: z.object({
    CodeStringGroups: z.array(codeStringGroupValueSchema),
    ProductModelValues: z.array(productModelValueSchema),
    ProjectScheduleLineItemPricing: pricingLineItemSchema,
  }),
});
