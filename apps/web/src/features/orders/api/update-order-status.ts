import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { updateOrderStatus as contract } from '@airquote/shared/contracts/order/update-order-status';
import { callApi } from '../../../lib/api-client.ts';

export function updateOrderStatus(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
