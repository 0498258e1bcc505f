import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import {
  notificationCountsSchema,
  searchNotificationsSchema,
  userNotificationSchema,
} from './notification-schemas.ts';

export const searchNotifications = defineContract({
  method: 'POST',
  path: '/Notification/search',
  summary:
    "One queue of the signed-in user's notifications, newest change first, optionally of one type (not named by the spec; the table of /topmenu/notifications)",
  tag: 'Notification',
  access: { kind: 'user' },
  body: searchNotificationsSchema,
  response: z.object({
    Notifications: z.array(userNotificationSchema),
    /** Notifications of this queue and type (all pages). */
    TotalCount: z.number(),
    /** Every queue's count (all types), so the tabs agree with the table. */
    Counts: notificationCountsSchema,
    PageNumber: z.number(),
    PageSize: z.number(),
  }),
});
