import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { updateOrderFulfilment as contract } from '@airquote/shared/contracts/order/update-order-fulfilment';
import { callApi } from '../../../lib/api-client.ts';

export function updateOrderFulfilment(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
