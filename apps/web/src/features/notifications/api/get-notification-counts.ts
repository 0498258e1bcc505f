import { getNotificationCounts as contract } from '@airquote/shared/contracts/notification/get-notification-counts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { notificationKeys } from './query-keys.ts';

export function getNotificationCounts(options: { signal?: AbortSignal } = {}) {
  return callApi(contract, {}, options);
}

export function notificationCountsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.counts,
    queryFn: ({ signal }) => getNotificationCounts({ signal }),
  });
}

export function useNotificationCounts(queryConfig: QueryConfig<typeof notificationCountsQueryOptions> = {}) {
  return useQuery({ ...notificationCountsQueryOptions(), ...queryConfig });
}
