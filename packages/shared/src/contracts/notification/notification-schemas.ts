import { z } from 'zod';
import { NotificationQueue, NotificationTypeNumeric } from '../../enums/lookups.ts';

/**
 * Issue 5 part 7: the user's notifications (docs/domain.md section 7). Every multiplier, engineering and
 * order request shows in queues (spec NotificationQueue) derived from the request tables
 * (docs/decisions/0015-notifications.md). The spec names no notification endpoint; these are ours.
 */
export type NotificationQueueName = keyof typeof NotificationQueue;
export type NotificationQueueId = (typeof NotificationQueue)[NotificationQueueName];
export type NotificationTypeName = keyof typeof NotificationTypeNumeric;
export type NotificationTypeId = (typeof NotificationTypeNumeric)[NotificationTypeName];

export const notificationQueueNames = Object.keys(NotificationQueue) as NotificationQueueName[];
export const notificationTypeNames = Object.keys(NotificationTypeNumeric) as NotificationTypeName[];

export const notificationQueueLabels: Record<NotificationQueueName, string> = {
  ActionNeeded: 'Action needed',
  Pending: 'Pending',
  WaitingBlocked: 'Waiting / blocked',
  Reviewed: 'Reviewed',
  RecentlyChanged: 'Recently changed',
};

export const notificationTypeLabels: Record<NotificationTypeName, string> = {
  OrderRequest: 'Order request',
  MultiplierRequest: 'Multiplier request',
  EngineeringRequest: 'Engineering request',
  QuoteAnswer: 'Quote answer',
};

/** How long an answered request stays in Reviewed, and a change in RecentlyChanged (days). */
export const reviewedQueueDays = 30;
export const recentlyChangedDays = 7;

const queueIds = Object.values(NotificationQueue) as number[];
const typeIds = Object.values(NotificationTypeNumeric) as number[];
const queueMessage = 'Choose a notification queue from the list.';
const typeMessage = 'Choose a notification type from the list.';

export const notificationQueueIdSchema = z
  .number({ error: queueMessage })
  .int({ error: queueMessage })
  .refine((value) => queueIds.includes(value), { error: queueMessage });

export const notificationTypeIdSchema = z
  .number({ error: typeMessage })
  .int({ error: typeMessage })
  .refine((value) => typeIds.includes(value), { error: typeMessage });

export const userNotificationSchema = z.object({
  /** Stable while the request is the same request: `MultiplierRequest-<quote>-<sent ms>`, `EngineeringRequest-<id>`, `OrderRequest-<id>`, `QuoteAnswer-<acceptance id>`. */
  NotificationKey: z.string(),
  /** NotificationTypeNumeric: OrderRequest 1, MultiplierRequest 2, EngineeringRequest 3, QuoteAnswer 4 (a customer's answer online). */
  NotificationType: z.number(),
  NotificationTypeName: z.string(),
  /** NotificationQueue: ActionNeeded 1, Reviewed 2, Pending 3, RecentlyChanged 4, WaitingBlocked 5. */
  Queue: z.number(),
  QueueName: z.string(),
  /** Spec "User notification: Title, SubTitle, Notification". */
  Title: z.string(),
  SubTitle: z.string(),
  Notification: z.string(),
  ProjectId: z.number(),
  ProjectName: z.string(),
  ProjectQuoteId: z.number(),
  QuoteNumber: z.string(),
  Revision: z.number(),
  ProjectOrderId: z.number().nullable(),
  /** What the row opens: the quote form, or the order in the orders list. */
  LinkTarget: z.enum(['Quote', 'Order']),
  /** When the request last changed (sent, moved, decided). */
  DateChanged: z.string(),
  RequestedByName: z.string(),
  StatusName: z.string(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const notificationCountsSchema = z.object({
  ActionNeeded: z.number(),
  Reviewed: z.number(),
  Pending: z.number(),
  RecentlyChanged: z.number(),
  WaitingBlocked: z.number(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const searchNotificationsSchema = z.object({
  Queue: notificationQueueIdSchema,
  /** Only this type when given. */
  NotificationType: notificationTypeIdSchema.optional(),
  PageNumber: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(200, { error: 'Page size must be at most 200' }).default(50),
});
