import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { createProjectQuoteEngRequest as contract } from '@airquote/shared/contracts/quote/create-project-quote-eng-request';
import { callApi } from '../../../lib/api-client.ts';

export function createProjectQuoteEngRequest(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
