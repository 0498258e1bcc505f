import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { upsertProjectQuoteNote as contract } from '@airquote/shared/contracts/quote/upsert-project-quote-note';
import { callApi } from '../../../lib/api-client.ts';

export function upsertProjectQuoteNote(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
