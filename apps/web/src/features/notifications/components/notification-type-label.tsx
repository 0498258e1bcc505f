import { NotificationTypeNumeric } from '@airquote/shared/enums/lookups';
import { Group, Text } from '@mantine/core';
import { IconPercentage, IconSignature, IconTool, IconTruckDelivery } from '@tabler/icons-react';

const looks = {
  [NotificationTypeNumeric.OrderRequest]: { Icon: IconTruckDelivery, color: 'teal' },
  [NotificationTypeNumeric.MultiplierRequest]: { Icon: IconPercentage, color: 'grape' },
  [NotificationTypeNumeric.EngineeringRequest]: { Icon: IconTool, color: 'orange' },
  [NotificationTypeNumeric.QuoteAnswer]: { Icon: IconSignature, color: 'blue' },
} as const;

/** The request type's icon and name (NotificationTypeNumeric). */
export function NotificationTypeLabel({ type, label }: { type: number; label: string }) {
  const look = looks[type as keyof typeof looks] ?? looks[NotificationTypeNumeric.OrderRequest];
  return (
    <Group gap={6} wrap="nowrap">
      <look.Icon size={18} color={`var(--mantine-color-${look.color}-7)`} aria-hidden="true" />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}
