import { getEngRequestsByProjectQuoteId as contract } from '@airquote/shared/contracts/quote/get-eng-requests-by-project-quote-id';
import { callApi } from '../../../lib/api-client.ts';

export function getEngRequestsByProjectQuoteId(
  projectQuoteId: number,
  options: { signal?: AbortSignal } = {},
) {
  return callApi(contract, { params: { projectQuoteId } }, options);
}
