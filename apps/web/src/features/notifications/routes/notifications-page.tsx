import {
  type NotificationQueueName,
  type NotificationTypeName,
  notificationQueueLabels,
  notificationTypeLabels,
  notificationTypeNames,
} from '@airquote/shared/contracts/notification/notification-schemas';
import { Badge, Group, Loader, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useNotifications } from '../api/search-notifications.ts';
import { NotificationsTable } from '../components/notifications-table.tsx';
import { queueFromSearch, queueTabs, typeFromSearch } from '../notification-rules.ts';

const pageSize = 50;

const emptyText: Record<NotificationQueueName, string> = {
  ActionNeeded: 'Nothing needs you now.',
  Pending: 'None of your requests is waiting for someone else.',
  WaitingBlocked: 'Nothing you wait for is blocked.',
  Reviewed: 'None of your requests was answered in the last 30 days.',
  RecentlyChanged: 'No request on your quotes changed in the last 7 days.',
};

/**
 * /topmenu/notifications: the reader's multiplier, engineering and order requests by queue
 * (docs/domain.md section 7), a tab per queue with its count; the queue, type and page live in the address.
 */
export function NotificationsPage() {
  const [search, setSearch] = useSearchParams();
  const queue = queueFromSearch(search.get('queue'));
  const type = typeFromSearch(search.get('type'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useNotifications(queue, type, page, pageSize, { placeholderData: keepPreviousData });
  const change = (next: { queue?: string; type?: string | null; page?: number }) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.queue) params.set('queue', next.queue);
        if (next.type !== undefined) {
          if (next.type) params.set('type', next.type);
          else params.delete('type');
        }
        if (next.page && next.page > 1) params.set('page', String(next.page));
        else params.delete('page');
        return params;
      },
      { replace: false },
    );
  const counts = list.data?.Counts;
  const rows = list.data?.Notifications ?? [];
  const pages = Math.ceil((list.data?.TotalCount ?? 0) / pageSize);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Notifications
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Tabs value={queue} onChange={(value) => value && change({ queue: value })}>
              <Tabs.List aria-label="Notification queues">
                {queueTabs.map((name) => (
                  <Tabs.Tab
                    key={name}
                    value={name}
                    rightSection={
                      <Badge
                        size="sm"
                        variant={name === 'ActionNeeded' && (counts?.[name] ?? 0) > 0 ? 'filled' : 'light'}
                        color={name === 'ActionNeeded' && (counts?.[name] ?? 0) > 0 ? 'red' : 'gray'}
                        aria-label={`${counts?.[name] ?? 0} notifications`}
                      >
                        {counts?.[name] ?? '–'}
                      </Badge>
                    }
                  >
                    {notificationQueueLabels[name]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <Select
              label="Type"
              w={220}
              data={[
                { value: '', label: 'All types' },
                ...notificationTypeNames.map((name) => ({
                  value: name,
                  label: notificationTypeLabels[name],
                })),
              ]}
              value={type ?? ''}
              onChange={(value) => change({ type: (value as NotificationTypeName | '') || null })}
              allowDeselect={false}
            />
          </Group>
          {list.isPending && <Loader size="sm" aria-label="Loading the notifications" />}
          {list.isError && (
            <LoadFailure what="notifications" error={list.error} onRetry={() => void list.refetch()} />
          )}
          {list.data && rows.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="notifications-empty">
              {emptyText[queue]}
            </Text>
          )}
          {rows.length > 0 && (
            <NotificationsTable rows={rows} label={`${notificationQueueLabels[queue]} notifications`} />
          )}
          <ListPagination page={page} pages={pages} onChange={(next) => change({ page: next })} />
        </Stack>
      </Paper>
    </Stack>
  );
}
