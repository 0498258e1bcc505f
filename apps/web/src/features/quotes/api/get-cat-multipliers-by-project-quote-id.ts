import { getCatMultipliersByProjectQuoteId as contract } from '@airquote/shared/contracts/quote/get-cat-multipliers-by-project-quote-id';
import { callApi } from '../../../lib/api-client.ts';

export function getCatMultipliersByProjectQuoteId(
  projectQuoteId: number,
  options: { signal?: AbortSignal } = {},
) {
  return callApi(contract, { params: { projectQuoteId } }, options);
}
