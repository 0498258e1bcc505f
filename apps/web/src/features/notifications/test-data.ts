import type {
  NotificationCounts,
  UserNotification,
} from '@airquote/shared/contracts/notification/notification-schemas';

export function notificationCounts(overrides: Partial<NotificationCounts> = {}): NotificationCounts {
  return { ActionNeeded: 0, Reviewed: 0, Pending: 0, RecentlyChanged: 0, WaitingBlocked: 0, ...overrides };
}

export function userNotification(overrides: Partial<UserNotification> = {}): UserNotification {
  return {
    NotificationKey: 'MultiplierRequest-8-1700000000000',
    NotificationType: 2,
    NotificationTypeName: 'Multiplier request',
    Queue: 1,
    QueueName: 'ActionNeeded',
    Title: 'Multiplier request to decide',
    SubTitle: 'Quote Q-2026-000008 rev 1 · Riverside Medical Center – Tower B',
    Notification: 'Nora Walsh asks for lower multipliers: Fan Coils 0.4500 (standard 0.5000).',
    ProjectId: 1,
    ProjectName: 'Riverside Medical Center – Tower B',
    ProjectQuoteId: 8,
    QuoteNumber: 'Q-2026-000008',
    Revision: 1,
    ProjectOrderId: null,
    LinkTarget: 'Quote',
    DateChanged: '2026-11-21T10:00:00.000Z',
    RequestedByName: 'Nora Walsh',
    StatusName: 'Waiting for decision',
    ...overrides,
  };
}

export function searchAnswer(rows: UserNotification[], counts: Partial<NotificationCounts> = {}) {
  return {
    Notifications: rows,
    TotalCount: rows.length,
    Counts: notificationCounts(counts),
    PageNumber: 1,
    PageSize: 50,
  };
}
