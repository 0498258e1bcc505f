import { Anchor, Breadcrumbs, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { showToast } from '../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { useProject } from '../../../shared/projects/api/get-project.ts';
import {
  LocationForm,
  type LocationFormValues,
  locationFormValues,
} from '../../../shared/projects/components/location-form.tsx';
import { NoProjectAccess } from '../../../shared/projects/components/no-project-access.tsx';
import { ProjectNotFound } from '../../../shared/projects/components/project-not-found.tsx';
import {
  parseProjectId,
  useCanEditProjects,
  useCanViewProjects,
} from '../../../shared/projects/project-route-params.ts';
import { useProjectChanged } from '../../../shared/projects/use-project-changes.ts';
import { projectLocationUpsert } from '../api/project-location-upsert.ts';

/** project/project-detail/:projectId/project-properties-advanced: the project's location. */
export function ProjectPropertiesAdvancedPage() {
  const projectId = parseProjectId(useParams().projectId);
  const canView = useCanViewProjects();
  if (!canView) return <NoProjectAccess />;
  if (!projectId) return <ProjectNotFound />;
  return <AdvancedProperties key={projectId} projectId={projectId} />;
}

function AdvancedProperties({ projectId }: { projectId: number }) {
  const canEdit = useCanEditProjects();
  const project = useProject(projectId);
  const projectChanged = useProjectChanged(projectId);
  const stale = useStaleChangeAlert(() => void project.refetch());
  const save = useMutation({
    mutationFn: (location: LocationFormValues) => {
      if (!project.data) throw new Error('The project is not loaded');
      return projectLocationUpsert({
        ProjectId: projectId,
        RowVersion: project.data.RowVersion,
        Location: location,
      });
    },
    onSuccess: (saved) => {
      projectChanged(saved);
      showToast({ type: 'Success', message: 'Location saved.' });
    },
    onError: stale.handleError,
  });
  const location = project.data?.Location ?? null;
  const initialValues = useMemo(() => locationFormValues(location), [location]);

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

  return (
    <Stack gap="md" maw={960}>
      <Breadcrumbs separator="›" fz="sm">
        <Anchor component={Link} to={paths.projects} size="sm">
          Projects
        </Anchor>
        <Anchor component={Link} to={paths.projectDetail(projectId)} size="sm">
          {project.data.Name}
        </Anchor>
        <Text size="sm">Advanced properties</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        Advanced properties
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Project location
          </Title>
          <Text size="sm" c="dimmed">
            Where the equipment goes: used for ship-to and bill-to on quotes and orders.
          </Text>
          <LocationForm
            initialValues={initialValues}
            onSave={(values) => save.mutateAsync(values).catch(() => undefined)}
            saving={save.isPending}
            readOnly={!canEdit}
          />
        </Stack>
      </Paper>
      {stale.alert}
    </Stack>
  );
}
