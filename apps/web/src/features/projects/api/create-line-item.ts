import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { createLineItem as createLineItemContract } from '@airquote/shared/contracts/line-item/create-line-item';
import { callApi } from '../../../lib/api-client.ts';

export function createLineItem(lineItem: ContractInput<typeof createLineItemContract>['body']) {
  return callApi(createLineItemContract, { body: lineItem });
}
