import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { createOrderRequest as contract } from '@airquote/shared/contracts/order/create-order-request';
import { callApi } from '../../../lib/api-client.ts';

export function createOrderRequest(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
