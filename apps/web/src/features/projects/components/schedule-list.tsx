import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { Anchor, Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ListLoadFallback } from '../../../components/list/list-load-fallback.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { SortableHeader } from '../../../components/list/sortable-header.tsx';
import { paths } from '../../../config/paths.ts';
import { formatAddress, formatDate } from '../../../lib/format.ts';
import { pageOf, type SortRequest, sortRows } from '../../../lib/list-rules.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { pageCountOf } from '../project-rules.ts';

const scheduleSortFields = [
  'Name',
  'ProjectName',
  'ActiveLineItemCount',
  'DateModified',
  'IsActive',
] as const;
type ScheduleSortField = (typeof scheduleSortFields)[number];

/** Newest change first, the order the server answers in. */
const defaultScheduleSort: SortRequest<ScheduleSortField> = {
  SortField: 'DateModified',
  SortDirection: 'Descending',
};
const SCHEDULE_PAGE_SIZE = 25;

const columns: { field: ScheduleSortField | null; label: string; width?: number }[] = [
  { field: 'Name', label: 'Schedule' },
  { field: 'ProjectName', label: 'Project' },
  { field: 'ActiveLineItemCount', label: 'Line items', width: 120 },
  { field: null, label: 'Ship to', width: 240 },
  { field: 'DateModified', label: 'Modified', width: 118 },
  { field: 'IsActive', label: 'Active', width: 104 },
];

type ScheduleListProps = {
  /** Undefined until the first answer: a spinner, or the error with a way to try again. */
  schedules: readonly ProjectSchedule[] | undefined;
  /** A newer answer is on its way: the rows stay, dimmed, until it arrives. */
  busy: boolean;
  error: Error | null;
  onRetry: () => void;
  emptyText: string;
};

/**
 * Schedules across projects (my schedules, schedule search): each opens its project at that
 * schedule. The server answers a whole list, so sorting by a column and paging happen here.
 */
export function ScheduleList({ schedules, busy, error, onRetry, emptyText }: ScheduleListProps) {
  const list = useListParams(scheduleSortFields, defaultScheduleSort);
  const { sort, page } = list;
  const sorted = useMemo(
    () => sortRows(schedules ?? [], sort.SortField, sort.SortDirection),
    [schedules, sort.SortField, sort.SortDirection],
  );
  if (!schedules)
    return (
      <Paper withBorder radius="md">
        <ListLoadFallback what="schedules" error={error} onRetry={onRetry} />
      </Paper>
    );
  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={900}>
          <Table
            highlightOnHover
            verticalSpacing="xs"
            aria-label="Schedules"
            aria-busy={busy}
            style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) =>
                  column.field ? (
                    <SortableHeader
                      key={column.label}
                      width={column.width}
                      direction={sort.SortField === column.field ? sort.SortDirection : null}
                      onSort={() => column.field && list.sortBy(column.field)}
                    >
                      {column.label}
                    </SortableHeader>
                  ) : (
                    <Table.Th key={column.label} w={column.width} fz="sm">
                      {column.label}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text c="dimmed" size="sm" py="md" ta="center">
                      {emptyText}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {pageOf(sorted, page, SCHEDULE_PAGE_SIZE).map((schedule) => (
                <ScheduleRow key={schedule.ProjectScheduleId} schedule={schedule} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ListPagination
        page={page}
        pages={pageCountOf(sorted.length, SCHEDULE_PAGE_SIZE)}
        onChange={list.goToPage}
      />
    </Stack>
  );
}

function ScheduleRow({ schedule }: { schedule: ProjectSchedule }) {
  const inactiveItems = schedule.LineItemCount - schedule.ActiveLineItemCount;
  return (
    <Table.Tr data-testid="schedule-row">
      <Table.Td>
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={paths.projectSchedule(schedule.ProjectId, schedule.ProjectScheduleId)}
            fw={600}
            size="sm"
          >
            {schedule.Name}
          </Anchor>
          {schedule.Description && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {schedule.Description}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={paths.projectDetail(schedule.ProjectId)} size="sm" c="inherit">
          {schedule.ProjectName}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{schedule.ActiveLineItemCount.toLocaleString()} active</Text>
        {inactiveItems > 0 && (
          <Text size="xs" c="dimmed">
            {inactiveItems.toLocaleString()} inactive
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2} c={schedule.Location ? undefined : 'dimmed'}>
          {formatAddress(schedule.Location)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(schedule.DateModified)}</Text>
      </Table.Td>
      <Table.Td>
        <Badge size="sm" variant="light" color={schedule.IsActive ? 'green' : 'gray'}>
          {schedule.IsActive ? 'Active' : 'Inactive'}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}
