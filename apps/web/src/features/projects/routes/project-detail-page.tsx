import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import { Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBuilding,
  IconFileDollar,
  IconFileText,
  IconHistory,
  IconListDetails,
  IconPaperclip,
  IconUsers,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { showToast } from '../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { lazyComponent } from '../../../lib/lazy-load.ts';
import { useUserInfo } from '../../../lib/session-store.ts';
import { useProject } from '../../../shared/projects/api/get-project.ts';
import { NoProjectAccess } from '../../../shared/projects/components/no-project-access.tsx';
import { ProjectNotFound } from '../../../shared/projects/components/project-not-found.tsx';
import {
  parseProjectId,
  useCanEditProjects,
  useCanViewProjects,
} from '../../../shared/projects/project-route-params.ts';
import { useProjectChanged } from '../../../shared/projects/use-project-changes.ts';
import { useQuoteAccess } from '../../../shared/quotes/use-quote-access.ts';
import { createProject } from '../api/create-project.ts';
import { projectKeys } from '../api/query-keys.ts';
import { updateProject } from '../api/update-project.ts';
import { ProjectHeader } from '../components/project-header.tsx';
import { SchedulesPanel } from '../components/schedules-panel.tsx';
import { defaultProject, type ProjectFormValues } from '../project-rules.ts';

// The page opens on its schedules; the other tabs' code (and the contracts it parses with) is loaded
// when one is opened, so a schedule's first load parses and runs less (issue #14 part 5). A chunk
// that fails to load reaches the route's error page, which reloads once.
const ProjectForm = lazyComponent(() =>
  import('../components/project-form.tsx').then((module) => module.ProjectForm),
);
const ProjectPartiesPanel = lazyComponent(() =>
  import('../components/project-parties-panel.tsx').then((module) => module.ProjectPartiesPanel),
);
const ProjectUsersPanel = lazyComponent(() =>
  import('../components/project-users-panel.tsx').then((module) => module.ProjectUsersPanel),
);
const ProjectAttachmentsPanel = lazyComponent(() =>
  import('../components/project-attachments-panel.tsx').then((module) => module.ProjectAttachmentsPanel),
);
const ProjectEventLogPanel = lazyComponent(() =>
  import('../components/project-event-log-panel.tsx').then((module) => module.ProjectEventLogPanel),
);

/** A tab's content while its code loads. */
function TabLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Group justify="center" p="lg">
          <Loader aria-label="Loading" />
        </Group>
      }
    >
      {children}
    </Suspense>
  );
}

/** /topmenu/project/project-detail/:projectId (0 = new project). */
/** The Quotes tab's content: the quotes feature's panel, given by app/ (features import no feature). */
export type ProjectQuotesPanelComponent = ComponentType<{ projectId: number }>;

export function ProjectDetailPage({ quotesPanel }: { quotesPanel?: ProjectQuotesPanelComponent }) {
  const projectId = parseProjectId(useParams().projectId);
  const canView = useCanViewProjects();
  if (!canView) return <NoProjectAccess />;
  if (projectId === null) return <ProjectNotFound />;
  if (projectId === 0) return <NewProject />;
  return <ExistingProject key={projectId} projectId={projectId} quotesPanel={quotesPanel} />;
}

function NewProject() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userInfo = useUserInfo();
  const canEdit = useCanEditProjects();
  const initialValues = useMemo(
    () => defaultProject(new Date(), userInfo?.AppUser.DefaultCompany ?? null),
    [userInfo?.AppUser.DefaultCompany],
  );
  const create = useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.ProjectId), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.searches });
      showToast({ type: 'Success', message: `Project ${project.Name} created. Add its first schedule.` });
      navigate(`${paths.projectDetail(project.ProjectId)}?tab=schedules`, { replace: true });
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });
  if (!canEdit) return <ProjectNotFound />;
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        New Project
      </Title>
      <Paper withBorder radius="md" p="lg">
        <TabLoading>
          <ProjectForm
            initialValues={initialValues}
            onSave={(values) => create.mutateAsync(values).catch(() => undefined)}
            saving={create.isPending}
            submitLabel="Create project"
          />
        </TabLoading>
      </Paper>
    </Stack>
  );
}

const tabs = ['schedules', 'quotes', 'details', 'parties', 'users', 'attachments', 'events'] as const;
type ProjectTab = (typeof tabs)[number];

function formValuesOf(project: Project): ProjectFormValues {
  return {
    Name: project.Name,
    Description: project.Description,
    ExpectedCloseDate: project.ExpectedCloseDate,
    CompanyId: project.CompanyId,
    BrandId: project.BrandId,
    ProjectMarketId: project.ProjectMarketId,
    ProjectStatusId: project.ProjectStatusId,
    ProjectPhaseId: project.ProjectPhaseId,
    WinProbabilityId: project.WinProbabilityId,
  };
}

function ExistingProject({
  projectId,
  quotesPanel: QuotesPanel,
}: {
  projectId: number;
  quotesPanel: ProjectQuotesPanelComponent | undefined;
}) {
  const canEdit = useCanEditProjects();
  const [searchParams, setSearchParams] = useSearchParams();
  // Quotes only for users with quote.view (company Engineers never see them, spec section 6).
  const quoteAccess = useQuoteAccess();
  const canViewQuotes = quoteAccess.canView && QuotesPanel !== undefined;
  const tabParam = searchParams.get('tab');
  const tab: ProjectTab =
    tabs.includes(tabParam as ProjectTab) && (tabParam !== 'quotes' || canViewQuotes)
      ? (tabParam as ProjectTab)
      : 'schedules';
  // The page's loader (project-page-loader.ts) has asked for the project, its schedules and the grid
  // of the schedule shown, before this renders.
  const project = useProject(projectId);
  const projectChanged = useProjectChanged(projectId);
  const reload = () => void project.refetch();
  const stale = useStaleChangeAlert(reload);
  const save = useMutation({
    mutationFn: (values: Parameters<typeof updateProject>[0]) => updateProject(values),
    onSuccess: (saved) => {
      projectChanged(saved);
      showToast({ type: 'Success', message: 'Project saved.' });
    },
    onError: stale.handleError,
  });
  const data = project.data;
  const initialValues = useMemo(() => (data ? formValuesOf(data) : null), [data]);

  if (project.isPending)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading the project" />
      </Group>
    );
  if (project.isError) {
    if (project.error instanceof ApiCallError && project.error.status === 404) return <ProjectNotFound />;
    return <Text c="red">{project.error.message}</Text>;
  }
  if (!data || !initialValues) return null;

  const changeTab = (value: string | null) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', value ?? 'schedules');
    if (value !== 'schedules') next.delete('schedule');
    setSearchParams(next, { replace: true });
  };

  return (
    <Stack gap="md">
      <ProjectHeader project={data} canEdit={canEdit} onReload={reload} />
      <Tabs value={tab} onChange={changeTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="schedules" leftSection={<IconListDetails size={16} />}>
            Schedules ({data.ProjectSchedules.length})
          </Tabs.Tab>
          {canViewQuotes && (
            <Tabs.Tab value="quotes" leftSection={<IconFileDollar size={16} />}>
              Quotes
            </Tabs.Tab>
          )}
          <Tabs.Tab value="details" leftSection={<IconFileText size={16} />}>
            Details
          </Tabs.Tab>
          <Tabs.Tab value="parties" leftSection={<IconBuilding size={16} />}>
            Parties
          </Tabs.Tab>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} />}>
            Users ({data.ProjectUsers.length})
          </Tabs.Tab>
          <Tabs.Tab value="attachments" leftSection={<IconPaperclip size={16} />}>
            Attachments ({data.Attachments.filter((attachment) => attachment.IsActive).length})
          </Tabs.Tab>
          <Tabs.Tab value="events" leftSection={<IconHistory size={16} />}>
            Event log
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="schedules" pt="md">
          <SchedulesPanel project={data} canEdit={canEdit} />
        </Tabs.Panel>
        {canViewQuotes && QuotesPanel && (
          <Tabs.Panel value="quotes" pt="md">
            <TabLoading>
              <QuotesPanel projectId={data.ProjectId} />
            </TabLoading>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="details" pt="md">
          <Paper withBorder radius="md" p="lg" maw={960}>
            <TabLoading>
              <ProjectForm
                initialValues={initialValues}
                onSave={(values) =>
                  save
                    .mutateAsync({ ...values, ProjectId: data.ProjectId, RowVersion: data.RowVersion })
                    .catch(() => undefined)
                }
                saving={save.isPending}
                readOnly={!canEdit}
                submitLabel="Save"
              />
            </TabLoading>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="parties" pt="md">
          <TabLoading>
            <ProjectPartiesPanel project={data} canEdit={canEdit} canQuote={quoteAccess.canEdit} />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <TabLoading>
            <ProjectUsersPanel project={data} canEdit={canEdit} />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="attachments" pt="md">
          <TabLoading>
            <ProjectAttachmentsPanel project={data} canEdit={canEdit} onReload={reload} />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <TabLoading>
            <ProjectEventLogPanel projectId={data.ProjectId} />
          </TabLoading>
        </Tabs.Panel>
      </Tabs>
      {stale.alert}
    </Stack>
  );
}
