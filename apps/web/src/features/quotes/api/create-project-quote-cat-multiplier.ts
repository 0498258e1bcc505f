import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { createProjectQuoteCatMultiplier as contract } from '@airquote/shared/contracts/quote/create-project-quote-cat-multiplier';
import { callApi } from '../../../lib/api-client.ts';

export function createProjectQuoteCatMultiplier(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
