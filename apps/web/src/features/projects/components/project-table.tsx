import type { ProjectListItem } from '@airquote/shared/contracts/project/project-schemas';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/list/sortable-header.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCalendarDate, formatDate } from '../../../lib/format.ts';
import type { ProjectListRequest, ProjectSortField } from '../project-rules.ts';

/** How many schedules a row names before it says "+ n more". */
const SCHEDULES_SHOWN = 3;

function ScheduleSummary({ project }: { project: ProjectListItem }) {
  const schedules = project.ProjectSchedules;
  if (schedules.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No schedules yet
      </Text>
    );
  const shown = schedules.slice(0, SCHEDULES_SHOWN);
  return (
    <Text size="xs" c="dimmed" lineClamp={1} data-testid="project-schedules">
      {shown.map((schedule, index) => (
        <span key={schedule.ProjectScheduleId}>
          {index > 0 ? ' · ' : ''}
          <span style={schedule.IsActive ? undefined : { textDecoration: 'line-through' }}>
            {schedule.Name}
          </span>{' '}
          ({schedule.LineItemCount})
        </span>
      ))}
      {schedules.length > SCHEDULES_SHOWN ? ` · +${schedules.length - SCHEDULES_SHOWN} more` : ''}
    </Text>
  );
}

const columns: { field: ProjectSortField; label: string; width?: number }[] = [
  { field: 'Name', label: 'Project' },
  { field: 'CompanyName', label: 'Company', width: 160 },
  { field: 'ProjectStatusName', label: 'Status', width: 130 },
  { field: 'ExpectedCloseDate', label: 'Close date', width: 124 },
  { field: 'DateCreated', label: 'Created', width: 118 },
  { field: 'DateModified', label: 'Modified', width: 118 },
  { field: 'IsActive', label: 'Active', width: 104 },
];

type ProjectTableProps = {
  projects: ProjectListItem[];
  sort: ProjectListRequest['SortRequest'];
  onSort: (field: ProjectSortField) => void;
  busy: boolean;
  /** What an empty list says. */
  emptyText?: string;
};

/** The project list: every column sorts; each row names its schedules, newest change first. */
export function ProjectTable({
  projects,
  sort,
  onSort,
  busy,
  emptyText = 'No project matches this search.',
}: ProjectTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        aria-label="Projects"
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableHeader
                key={column.field}
                width={column.width}
                direction={sort.SortField === column.field ? sort.SortDirection : null}
                onSort={() => onSort(column.field)}
              >
                {column.label}
              </SortableHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" size="sm" py="md" ta="center">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {projects.map((project) => (
            <Table.Tr key={project.ProjectId} data-testid="project-row">
              <Table.Td>
                <Stack gap={2}>
                  <Anchor component={Link} to={paths.projectDetail(project.ProjectId)} fw={600} size="sm">
                    {project.Name}
                  </Anchor>
                  <ScheduleSummary project={project} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{project.CompanyName}</Text>
                <Text size="xs" c="dimmed">
                  {project.BrandName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{project.ProjectStatusName ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatCalendarDate(project.ExpectedCloseDate)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(project.DateCreated)}</Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {project.CreatedByName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(project.DateModified)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge size="sm" variant="light" color={project.IsActive ? 'green' : 'gray'}>
                    {project.IsActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
