import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { deleteProjectQuoteNetAdd as contract } from '@airquote/shared/contracts/quote/delete-project-quote-net-add';
import { callApi } from '../../../lib/api-client.ts';

export function deleteProjectQuoteNetAdd(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
