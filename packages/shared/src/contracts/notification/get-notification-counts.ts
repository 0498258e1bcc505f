import { defineContract } from '../define-contract.ts';
import { notificationCountsSchema } from './notification-schemas.ts';

export const getNotificationCounts = defineContract({
  method: 'GET',
  path: '/Notification/counts',
  summary:
    'How many notifications the signed-in user has in each queue (not named by the spec; the shell polls it for the bell)',
  tag: 'Notification',
  access: { kind: 'user' },
  response: notificationCountsSchema,
});
