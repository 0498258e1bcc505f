import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconBuilding, IconListDetails, IconListSearch, IconPlus, IconUserCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { NoProjectAccess } from '../../../shared/projects/components/no-project-access.tsx';
import { useCanEditProjects, useCanViewProjects } from '../../../shared/projects/project-route-params.ts';
import { CustomerProjectsView } from '../components/customer-projects-view.tsx';
import { MySchedulesView } from '../components/my-schedules-view.tsx';
import { ProjectSearchView } from '../components/project-search-view.tsx';
import { ScheduleSearchView } from '../components/schedule-search-view.tsx';

/**
 * The views of the project main screen, chosen by ?view= so each keeps its own address: the
 * project search of spec sections 3–4 is the default (a plain address), the others are
 * GetCustomerProjects, ProjectSchedule GetByUserId and ProjectSchedule search.
 */
const views = [
  { value: 'projects', label: 'Projects', icon: IconListDetails, View: ProjectSearchView },
  { value: 'customer', label: 'Customer projects', icon: IconBuilding, View: CustomerProjectsView },
  { value: 'my-schedules', label: 'My schedules', icon: IconUserCheck, View: MySchedulesView },
  { value: 'schedules', label: 'Find schedules', icon: IconListSearch, View: ScheduleSearchView },
] as const;
type ProjectListView = (typeof views)[number]['value'];

const isView = (value: string | null): value is ProjectListView => views.some((view) => view.value === value);

/** /topmenu/project and /topmenu/{menuid}/project: find, sort and open projects and schedules. */
export function ProjectListPage() {
  return useCanViewProjects() ? <ProjectArea /> : <NoProjectAccess />;
}

function ProjectArea() {
  const canEdit = useCanEditProjects();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view');
  const view: ProjectListView = isView(requested) ? requested : 'projects';
  // Another view starts from its own defaults: the filters of one mean nothing to the next.
  const changeView = (value: string | null) =>
    setSearchParams(value && value !== 'projects' ? { view: value } : {}, { replace: true });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Projects
        </Title>
        {canEdit && (
          <Button component={Link} to={paths.newProject} leftSection={<IconPlus size={16} />}>
            New Project
          </Button>
        )}
      </Group>
      <Tabs value={view} onChange={changeView} keepMounted={false}>
        <Tabs.List aria-label="Project views">
          {views.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {views.map(({ value, View }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <View />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
