import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';

export const quoteBiddingContractors = defineContract({
  method: 'POST',
  path: '/ProjectParty/quote-contractors',
  summary:
    'Quote these schedules to every bidding mechanical contractor: one quote per contractor (its first contact), the same lines, in one transaction',
  tag: 'ProjectParty',
  access: { kind: 'permission', permission: 'quote.edit' },
  body: z.object({
    ProjectId: idSchema,
    ProjectScheduleIds: z
      .array(idSchema)
      .min(1, { error: 'Choose at least one schedule to quote.' })
      .max(100),
  }),
  response: z.array(
    z.object({
      ProjectQuoteId: z.number(),
      QuoteNumber: z.string(),
      CompanyName: z.string(),
      ContactName: z.string(),
    }),
  ),
});
