import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import type {
  NotificationQueueName,
  NotificationTypeName,
} from '@airquote/shared/contracts/notification/notification-schemas';
import { searchNotifications as contract } from '@airquote/shared/contracts/notification/search-notifications';
import { NotificationQueue, NotificationTypeNumeric } from '@airquote/shared/enums/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { notificationKeys } from './query-keys.ts';

export function searchNotifications(
  body: ContractInput<typeof contract>['body'],
  options: { signal?: AbortSignal } = {},
) {
  return callApi(contract, { body }, options);
}

/** One page of a queue, of one notification type or all. */
export function notificationsQueryOptions(
  queue: NotificationQueueName,
  type: NotificationTypeName | null,
  page: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: notificationKeys.list(queue, type, page),
    queryFn: ({ signal }) =>
      searchNotifications(
        {
          Queue: NotificationQueue[queue],
          ...(type ? { NotificationType: NotificationTypeNumeric[type] } : {}),
          PageNumber: page,
          PageSize: pageSize,
        },
        { signal },
      ),
  });
}

export function useNotifications(
  queue: NotificationQueueName,
  type: NotificationTypeName | null,
  page: number,
  pageSize: number,
  queryConfig: QueryConfig<typeof notificationsQueryOptions> = {},
) {
  return useQuery({ ...notificationsQueryOptions(queue, type, page, pageSize), ...queryConfig });
}

/** The latest requests that need the reader (the bell's list), asked again when the count changes. */
export function latestActionNeededQueryOptions(actionNeeded: number, count: number) {
  return queryOptions({
    queryKey: notificationKeys.latest(actionNeeded),
    queryFn: ({ signal }) =>
      searchNotifications(
        { Queue: NotificationQueue.ActionNeeded, PageNumber: 1, PageSize: count },
        { signal },
      ),
  });
}

export function useLatestActionNeeded(
  actionNeeded: number,
  count: number,
  queryConfig: QueryConfig<typeof latestActionNeededQueryOptions> = {},
) {
  return useQuery({ ...latestActionNeededQueryOptions(actionNeeded, count), ...queryConfig });
}
