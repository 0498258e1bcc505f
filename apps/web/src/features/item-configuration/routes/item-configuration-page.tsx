// Styles of the components only this screen uses: they load with its chunk, not with the login page.
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Grid.css';
import { Anchor, Breadcrumbs, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLoaderData, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { useProject } from '../../../shared/projects/api/get-project.ts';
import { NoProjectAccess } from '../../../shared/projects/components/no-project-access.tsx';
import { ProjectNotFound } from '../../../shared/projects/components/project-not-found.tsx';
import {
  parseProjectId,
  useCanEditProjects,
  useCanViewProjects,
} from '../../../shared/projects/project-route-params.ts';
import { useItemConfigurationInputs } from '../api/get-item-configuration-inputs.ts';
import { itemConfigurationKeys } from '../api/query-keys.ts';
import { ItemConfigurator } from '../components/item-configurator.tsx';
import type { ItemConfigurationLoaderData } from './item-configuration-loader.ts';

/** /topmenu/project/project-detail/:projectId/item-configuration/:lineItemId */
export function ItemConfigurationPage() {
  const params = useParams();
  const projectId = parseProjectId(params.projectId);
  const lineItemId = parseProjectId(params.lineItemId);
  const canView = useCanViewProjects();
  if (!canView) return <NoProjectAccess />;
  // Spec section 5: the inputs load only for a line item id above 0.
  if (!projectId || !lineItemId) return <ProjectNotFound />;
  return <ItemConfigurationScreen key={lineItemId} projectId={projectId} lineItemId={lineItemId} />;
}

function ItemConfigurationScreen({ projectId, lineItemId }: { projectId: number; lineItemId: number }) {
  const queryClient = useQueryClient();
  const canEdit = useCanEditProjects();
  // A reload after someone else's change starts the screen over from what they saved.
  const [generation, setGeneration] = useState(0);
  const project = useProject(projectId);
  // The screen starts from the line item as it is now: an answer to a call made for this opening
  // (by the route's loader, else on mount). Fixed at mount, so nothing later restarts the screen.
  const loaderData = useLoaderData() as ItemConfigurationLoaderData | undefined;
  const [askedAt] = useState(() => loaderData?.inputsAskedAt ?? Date.now());
  const inputs = useItemConfigurationInputs(lineItemId, null, {
    // Read again on every opening unless the loader's call already answered; never under the user
    // while they edit.
    refetchOnMount: (query) => (query.state.dataUpdatedAt >= askedAt ? false : 'always'),
    refetchOnWindowFocus: false,
  });
  const current = inputs.data !== undefined && inputs.dataUpdatedAt >= askedAt;
  const reload = async () => {
    await queryClient.resetQueries({ queryKey: itemConfigurationKeys.lineItem(lineItemId) });
    setGeneration((value) => value + 1);
  };

  const lineItem = inputs.data?.ProjectScheduleLineItem ?? null;
  return (
    <Stack gap="xs">
      <Breadcrumbs separator="›" fz="sm">
        <Anchor component={Link} to={paths.projects} size="sm">
          Projects
        </Anchor>
        <Anchor component={Link} to={paths.projectDetail(projectId)} size="sm">
          {project.data?.Name ?? 'Project'}
        </Anchor>
        <Text size="sm">{lineItem ? `${lineItem.ItemTag} configuration` : 'Item configuration'}</Text>
      </Breadcrumbs>
      {!current && !inputs.isError && (
        <Group justify="center" p="xl">
          <Loader aria-label="Loading the item configuration" />
        </Group>
      )}
      {inputs.isError &&
        (inputs.error instanceof ApiCallError && inputs.error.status === 404 ? (
          <ProjectNotFound />
        ) : (
          <Text c="red">{inputs.error.message}</Text>
        ))}
      {/* Opened from the line item as it is now, never from a cached copy that may be older. */}
      {inputs.data && lineItem && current && (
        <ItemConfigurator
          key={generation}
          projectId={projectId}
          base={inputs.data}
          lineItem={lineItem}
          readOnly={!canEdit}
          onReload={() => void reload()}
        />
      )}
    </Stack>
  );
}
