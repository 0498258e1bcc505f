import type { EventLog } from '@airquote/shared/contracts/project/project-schemas';
import { Badge, Group, Loader, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useEventLogPage } from '../api/search-event-log.ts';
import { changedFields } from '../event-changes.ts';
import { pageCountOf } from '../project-rules.ts';

const EVENTS_PER_PAGE = 20;
/** Field changes listed per event before the rest is summed up. */
const CHANGES_SHOWN = 4;

const actionColors: Record<string, string> = {
  Created: 'green',
  Added: 'green',
  Uploaded: 'green',
  Updated: 'blue',
  Copied: 'grape',
  Activated: 'teal',
  Deactivated: 'orange',
  Removed: 'red',
};

function EventChanges({ event }: { event: EventLog }) {
  const changes = changedFields(event);
  if (changes.length === 0 || event.Before === null) return null;
  return (
    <Stack gap={0}>
      {changes.slice(0, CHANGES_SHOWN).map((change) => (
        <Text key={change.field} size="xs" c="dimmed" lineClamp={1}>
          {change.field}: {change.before} → {change.after}
        </Text>
      ))}
      {changes.length > CHANGES_SHOWN && (
        <Text size="xs" c="dimmed">
          and {changes.length - CHANGES_SHOWN} more
        </Text>
      )}
    </Stack>
  );
}

/** Who changed what in the project, and when: newest first, paged. */
export function ProjectEventLogPanel({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const events = useEventLogPage(projectId, page, EVENTS_PER_PAGE, { placeholderData: keepPreviousData });
  if (events.isPending)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading the event log" />
      </Group>
    );
  if (events.isError)
    return <LoadFailure what="events" error={events.error} onRetry={() => void events.refetch()} />;
  const pages = pageCountOf(events.data.TotalCount, EVENTS_PER_PAGE);

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={800}>
          <Table verticalSpacing="xs" aria-label="Event log" aria-busy={events.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={200}>When</Table.Th>
                <Table.Th w={200}>Who</Table.Th>
                <Table.Th>What</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data.EventLogs.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text size="sm" c="dimmed" ta="center" py="sm">
                      Nothing has happened yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {events.data.EventLogs.map((event) => (
                <Table.Tr key={event.EventLogId} data-testid="event-row">
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(event.At)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{event.UserName}</Text>
                    {event.ImpersonatorName && (
                      <Text size="xs" c="dimmed">
                        by {event.ImpersonatorName}, impersonating
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Badge size="sm" variant="light" color={actionColors[event.Action] ?? 'gray'} miw={70}>
                        {event.Action}
                      </Badge>
                      <Stack gap={2}>
                        <Text size="sm">{event.Summary}</Text>
                        <EventChanges event={event} />
                      </Stack>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page of events` })}
          />
        </Group>
      )}
    </Stack>
  );
}
