import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { searchOrders as contract } from '@airquote/shared/contracts/order/search-orders';
import { callApi } from '../../../lib/api-client.ts';

export type OrderSearchRequest = ContractInput<typeof contract>['body'];

export function searchOrders(body: OrderSearchRequest, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { body }, options);
}
