import { getQuoteStatusLookups as contract } from '@airquote/shared/contracts/quote/get-quote-status-lookups';
import { callApi } from '../../../lib/api-client.ts';

export function getQuoteStatusLookups(options: { signal?: AbortSignal } = {}) {
  return callApi(contract, {}, options);
}
