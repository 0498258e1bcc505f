import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { locationInputSchema } from '../location/location-input.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { projectQuoteSchema, quoteMessages } from './quote-schemas.ts';

/** Sets or changes the quote's ship-to and/or bill-to address; the quote's row version guards it. */
export const projectQuoteLocationUpsert = defineContract({
  method: 'POST',
  path: '/projectquote/ProjectQuoteLocationUpsert',
  summary: "Create or change a quote's ship-to and bill-to locations",
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.edit' },
  body: z
    .object({
      ProjectQuoteId: idSchema,
      RowVersion: rowVersionSchema,
      ShipTo: locationInputSchema.nullable().default(null),
      BillTo: locationInputSchema.nullable().default(null),
    })
    .refine((body) => body.ShipTo !== null || body.BillTo !== null, {
      error: quoteMessages.locationRequired,
      path: ['ShipTo'],
    }),
  response: projectQuoteSchema,
});
