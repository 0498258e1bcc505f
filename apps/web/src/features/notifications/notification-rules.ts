import {
  type NotificationQueueName,
  type NotificationTypeName,
  notificationQueueNames,
  notificationTypeNames,
  type UserNotification,
} from '@airquote/shared/contracts/notification/notification-schemas';
import { paths } from '../../config/paths.ts';
import { quoteFormPath } from '../../shared/quotes/quote-rules.ts';

/** How often the shell asks for the counts (ms). */
export const countsPollMs = 60_000;

/** The tabs' order: what needs the reader first. */
export const queueTabs: readonly NotificationQueueName[] = [
  'ActionNeeded',
  'Pending',
  'WaitingBlocked',
  'Reviewed',
  'RecentlyChanged',
];

/** `?queue=` of the address; ActionNeeded when absent or unknown. */
export function queueFromSearch(value: string | null): NotificationQueueName {
  return notificationQueueNames.find((name) => name === value) ?? 'ActionNeeded';
}

/** `?type=` of the address; every type when absent or unknown. */
export function typeFromSearch(value: string | null): NotificationTypeName | null {
  return notificationTypeNames.find((name) => name === value) ?? null;
}

/** Where a notification leads: the quote form, or the order in the orders list. */
export function notificationLink(row: UserNotification): string {
  return row.LinkTarget === 'Order' && row.ProjectOrderId !== null
    ? `${paths.orders}?projectOrderId=${row.ProjectOrderId}`
    : quoteFormPath(row.ProjectId, row.ProjectQuoteId);
}
