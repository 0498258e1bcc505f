import { getProjectQuote as contract } from '@airquote/shared/contracts/quote/get-project-quote';
import { callApi } from '../../../lib/api-client.ts';

export function getProjectQuote(projectQuoteId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { projectQuoteId } }, options);
}
