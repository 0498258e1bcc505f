import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { binaryResponse, defineContract } from '../define-contract.ts';

/** The revision comparison as a one-document PDF ("Revision comparison"); prices only with pricing.view. */
export const compareProjectQuoteRevisionsPdf = defineContract({
  method: 'GET',
  path: '/projectquote/:projectQuoteId/compare/:otherProjectQuoteId/pdf',
  summary: 'The revision comparison of two revisions of a quote as a PDF',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  params: z.object({ projectQuoteId: idParamSchema, otherProjectQuoteId: idParamSchema }),
  response: binaryResponse,
});
