import { z } from 'zod';
import { idParamSchema, idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { quoteAddresseeSchema } from './project-party-schemas.ts';

export const setQuoteAddressee = defineContract({
  method: 'PUT',
  path: '/ProjectParty/quote-addressee',
  summary: 'Address a quote to one contact of its project\u2019s parties (null: to nobody)',
  tag: 'ProjectParty',
  access: { kind: 'permission', permission: 'quote.edit' },
  body: z.object({ ProjectQuoteId: idSchema, ProjectPartyContactId: idSchema.nullable() }),
  response: quoteAddresseeSchema.nullable(),
});

export const getQuoteAddressee = defineContract({
  method: 'GET',
  path: '/ProjectParty/quote-addressee/:quoteId',
  summary: 'The party contact a quote is addressed to, or null',
  tag: 'ProjectParty',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ quoteId: idParamSchema }),
  response: quoteAddresseeSchema.nullable(),
});
