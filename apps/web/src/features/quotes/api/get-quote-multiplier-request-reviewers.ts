import { getQuoteMultiplierRequestReviewers as contract } from '@airquote/shared/contracts/quote/get-quote-multiplier-request-reviewers';
import { callApi } from '../../../lib/api-client.ts';

export function getQuoteMultiplierRequestReviewers(quoteId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { quoteId } }, options);
}
