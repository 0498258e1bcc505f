import { getOrder as contract } from '@airquote/shared/contracts/order/get-order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { orderKeys } from './query-keys.ts';

export function getOrder(projectOrderId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { projectOrderId } }, options);
}

export function orderQueryOptions(projectOrderId: number) {
  return queryOptions({
    queryKey: orderKeys.detail(projectOrderId),
    queryFn: ({ signal }) => getOrder(projectOrderId, { signal }),
  });
}

export function useOrder(projectOrderId: number, queryConfig: QueryConfig<typeof orderQueryOptions> = {}) {
  return useQuery({ ...orderQueryOptions(projectOrderId), ...queryConfig });
}
