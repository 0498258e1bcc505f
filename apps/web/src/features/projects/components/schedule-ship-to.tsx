import type { Location } from '@airquote/shared/contracts/project/project-schemas';
import { Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { formatAddress } from '../../../lib/format.ts';

/** The ship-to address of a schedule, on one line (under the schedule's name). */
export function ScheduleShipTo({ location }: { location: Location | null }) {
  return (
    <Group gap={4} wrap="nowrap" data-testid="schedule-location">
      <IconMapPin size={14} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text size="sm" c="dimmed">
        {location ? `Ship to: ${formatAddress(location)}` : 'No ship-to location yet'}
      </Text>
    </Group>
  );
}
