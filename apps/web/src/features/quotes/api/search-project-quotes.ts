import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { searchProjectQuotes as contract } from '@airquote/shared/contracts/quote/search-project-quotes';
import { callApi } from '../../../lib/api-client.ts';

export type QuoteSearchBody = ContractInput<typeof contract>['body'];

export function searchProjectQuotes(body: QuoteSearchBody, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { body }, options);
}
