import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { activeCountsOf } from '../../../lib/list-rules.ts';
import { useUserInfo } from '../../../lib/session-store.ts';
import { useUserSchedules } from '../api/get-schedules-by-user-id.ts';
import { ProjectCountBadges } from './project-counts.tsx';
import { ScheduleList } from './schedule-list.tsx';

/** The schedules the signed-in user created (GetByUserId), across the projects they can open. */
export function MySchedulesView() {
  const userId = useUserInfo()?.AppUser.UserId ?? 0;
  const schedules = useUserSchedules(userId, { enabled: userId > 0 });
  const counts = useMemo(() => activeCountsOf(schedules.data), [schedules.data]);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            The schedules you created, in every project you can open, newest change first.
          </Text>
          {schedules.data && <ProjectCountBadges counts={counts} label="Schedule counts" />}
        </Group>
      </Paper>
      <ScheduleList
        schedules={schedules.data}
        busy={schedules.isFetching}
        error={schedules.error}
        onRetry={() => void schedules.refetch()}
        emptyText="You have not created any schedule yet."
      />
    </Stack>
  );
}
