import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { quoteAcceptanceSchema } from './quote-acceptance-schemas.ts';

export const sendQuoteForAcceptance = defineContract({
  method: 'POST',
  path: '/QuoteAcceptance/send',
  summary:
    'E-mail the quote to the party contact it is addressed to, with a single-use link (no account needed) to accept or decline it',
  tag: 'QuoteAcceptance',
  access: { kind: 'permission', permission: 'quote.edit' },
  body: z.object({ ProjectQuoteId: idSchema }),
  response: z.array(quoteAcceptanceSchema),
});
