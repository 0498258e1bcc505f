import type { NotificationType } from '@airquote/shared/enums/lookups';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { notificationColors } from './notification-style.ts';

const icons = {
  Success: IconCircleCheck,
  Error: IconCircleX,
  Info: IconInfoCircle,
  Warning: IconAlertTriangle,
} as const;

export function NotificationIcon({ type, size = 28 }: { type: NotificationType; size?: number }) {
  const Icon = icons[type];
  return <Icon size={size} color={notificationColors[type]} aria-hidden="true" stroke={2} />;
}
