import type {
  NotificationQueueName,
  NotificationTypeName,
} from '@airquote/shared/contracts/notification/notification-schemas';

/** TanStack Query keys of the notifications (page, bell and popup). */
export const notificationKeys = {
  all: ['notifications'] as const,
  counts: ['notifications', 'counts'] as const,
  list: (queue: NotificationQueueName, type: NotificationTypeName | null, page: number) =>
    ['notifications', 'list', queue, type, page] as const,
  latest: (actionNeeded: number) => ['notifications', 'latest', actionNeeded] as const,
};
