import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { createProjectQuoteNetAdd as contract } from '@airquote/shared/contracts/quote/create-project-quote-net-add';
import { callApi } from '../../../lib/api-client.ts';

export function createProjectQuoteNetAdd(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
