import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { netAddAmountSchema, netAddSchema, netAddTypeSchema } from './quote-schemas.ts';

export const createProjectQuoteNetAdd = defineContract({
  method: 'POST',
  path: '/ProjectQuoteNetAdds',
  summary: 'Add a net add (freight, start-up, misc) to a quote',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.edit' },
  body: z.object({
    ProjectQuoteId: idSchema,
    NetAddType: netAddTypeSchema,
    Description: z
      .string()
      .trim()
      .max(500, { error: 'Description must be no more than 500 characters long' })
      .default(''),
    Amount: netAddAmountSchema,
  }),
  response: netAddSchema,
});
