import { getOrder as contract } from '@airquote/shared/contracts/order/get-order';
import { callApi } from '../../../lib/api-client.ts';

export function getOrder(projectOrderId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { projectOrderId } }, options);
}
