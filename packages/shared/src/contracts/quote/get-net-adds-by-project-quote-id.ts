import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { netAddSchema } from './quote-schemas.ts';

export const getNetAddsByProjectQuoteId = defineContract({
  method: 'GET',
  path: '/ProjectQuoteNetAdds/GetByProjectQuoteId/:projectQuoteId',
  summary: "A quote's net adds in the order they were added",
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ projectQuoteId: idParamSchema }),
  response: z.array(netAddSchema),
});
