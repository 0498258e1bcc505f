import {
  acceptPublicQuote,
  declinePublicQuote,
  getPublicQuotePdf,
  viewPublicQuote,
} from '@airquote/shared/contracts/quote-acceptance/public-quote-acceptance';
import { callApi } from '../../../lib/api-client.ts';

/** Query keys of the public acceptance page (issue 17). */
export const publicQuoteKeys = {
  view: (token: string) => ['public-quote', token] as const,
};

export const viewQuote = (token: string) => callApi(viewPublicQuote, { body: { Token: token } });
export const quotePdf = (token: string) => callApi(getPublicQuotePdf, { body: { Token: token } });
export const acceptQuote = (body: { Token: string; Name: string; Title: string; Signature: string }) =>
  callApi(acceptPublicQuote, { body });
export const declineQuote = (body: { Token: string; Reason: string }) =>
  callApi(declinePublicQuote, { body });
