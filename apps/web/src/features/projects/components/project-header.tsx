import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import { Anchor, Badge, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { showToast } from '../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useProjectChanged } from '../../../shared/projects/use-project-changes.ts';
import { updateProjectStatus } from '../api/update-project-status.ts';

type ProjectHeaderProps = { project: Project; canEdit: boolean; onReload: () => void };

/** The project's name, state and key facts, with Activate/Deactivate and the advanced properties. */
export function ProjectHeader({ project, canEdit, onReload }: ProjectHeaderProps) {
  const [confirming, setConfirming] = useState(false);
  const projectChanged = useProjectChanged(project.ProjectId);
  const stale = useStaleChangeAlert(onReload);
  const status = useMutation({
    mutationFn: () => updateProjectStatus(project.ProjectId, !project.IsActive, project.RowVersion),
    onSuccess: (saved) => {
      projectChanged(saved);
      showToast({
        type: 'Success',
        message: `${saved.Name} is ${saved.IsActive ? 'active' : 'inactive'} now.`,
      });
    },
    onError: stale.handleError,
  });
  const verb = project.IsActive ? 'Deactivate' : 'Activate';

  return (
    <Stack gap={4}>
      <Breadcrumbs separator="›" fz="sm">
        <Anchor component={Link} to={paths.projects} size="sm">
          Projects
        </Anchor>
        <Text size="sm">{project.Name}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {project.Name}
            </Title>
            <Badge variant="light" color={project.IsActive ? 'green' : 'gray'} data-testid="project-state">
              {project.IsActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {project.CompanyName} · {project.BrandName} · closes{' '}
            {formatCalendarDate(project.ExpectedCloseDate)}
            {project.ProjectStatusName ? ` · ${project.ProjectStatusName}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.projectPropertiesAdvanced(project.ProjectId)}
            variant="default"
            leftSection={<IconMapPin size={16} />}
          >
            Advanced properties
          </Button>
          {canEdit && (
            <Button
              variant={project.IsActive ? 'default' : 'filled'}
              color={project.IsActive ? 'red' : undefined}
              loading={status.isPending}
              onClick={() => setConfirming(true)}
            >
              {verb}
            </Button>
          )}
        </Group>
      </Group>
      <ConfirmationModal
        opened={confirming}
        header={`${verb} project`}
        message={
          project.IsActive
            ? `Deactivate ${project.Name}? It leaves the list of active projects; you can activate it again later.`
            : `Activate ${project.Name}? It comes back to the list of active projects.`
        }
        acceptLabel={verb}
        onAccept={() => {
          setConfirming(false);
          status.mutate();
        }}
        onReject={() => setConfirming(false)}
      />
      {stale.alert}
    </Stack>
  );
}
