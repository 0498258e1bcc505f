import type { NotificationType } from '@airquote/shared/enums/lookups';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { notificationColors } from './notification-style.ts';

const icons = {
  Success: IconCircleCheck,
  Error: IconCircleX,
  Info: IconInfoCircle,
  Warning: IconAlertTriangle,
} as const;

/** The type's icon in the type's colour; `color` overrides it (white on a coloured badge). */
export function NotificationIcon({
  type,
  size = 28,
  color,
}: {
  type: NotificationType;
  size?: number;
  color?: string;
}) {
  const Icon = icons[type];
  return <Icon size={size} color={color ?? notificationColors[type]} aria-hidden="true" stroke={2} />;
}
