import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { decideProjectQuoteCatMultiplier as contract } from '@airquote/shared/contracts/quote/decide-project-quote-cat-multiplier';
import { callApi } from '../../../lib/api-client.ts';

export function decideProjectQuoteCatMultiplier(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
