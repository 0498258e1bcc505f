import type { NotificationType } from '@airquote/shared/enums/lookups';

/** Spec section 9 notification colours. */
export const notificationColors: Record<NotificationType, string> = {
  Success: '#3ca362',
  Error: '#fa3333',
  Info: '#235ca2',
  Warning: '#f8cb5a',
};
