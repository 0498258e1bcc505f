import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { updateProjectQuoteEngRequestStatus as contract } from '@airquote/shared/contracts/quote/update-project-quote-eng-request-status';
import { callApi } from '../../../lib/api-client.ts';

export function updateProjectQuoteEngRequestStatus(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
