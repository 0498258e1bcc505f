import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { upsertProjectQuote as contract } from '@airquote/shared/contracts/quote/upsert-project-quote';
import { callApi } from '../../../lib/api-client.ts';

export function upsertProjectQuote(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
