// Styles of the components only this screen uses: they load with its chunk, not with the login page.
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Grid.css';
import { Anchor, Breadcrumbs, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Link,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useParams,
} from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { hasPermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { projectQueryOptions, useProject } from '../../../shared/projects/api/get-project.ts';
import { productHierarchyQueryOptions } from '../../../shared/projects/api/search-product-types.ts';
import { NoProjectAccess } from '../../../shared/projects/components/no-project-access.tsx';
import { ProjectNotFound } from '../../../shared/projects/components/project-not-found.tsx';
import {
  parseProjectId,
  useCanEditProjects,
  useCanViewProjects,
} from '../../../shared/projects/project-route-params.ts';
import {
  itemConfigurationInputsQueryOptions,
  useItemConfigurationInputs,
} from '../api/get-item-configuration-inputs.ts';
import { itemConfigurationKeys } from '../api/query-keys.ts';
import { ItemConfigurator } from '../components/item-configurator.tsx';
import { openingPricingQuery } from '../opening-pricing.ts';

/** When the route's loader asked for the line item's inputs (Date.now()), null when it did not. */
type ItemConfigurationLoaderData = { inputsAskedAt: number } | null;

/**
 * The route's loader (issue #18): starts the screen's calls as soon as its code is loaded instead of
 * once the guard, the shell and the page have rendered: the project (the breadcrumb), the line
 * item's inputs and, once they arrive, the opening price (under the key the screen reads, only with
 * pricing.view) and the product hierarchy. It never waits for them (the page draws its loading
 * state) and asks nothing the screen would not ask. The inputs are asked anew for every opening,
 * as the screen starts from the line item as it is now; the time of asking tells the screen that
 * this answer is fresh enough (it does not ask a second time).
 */
export function itemConfigurationLoader({
  params,
}: Pick<LoaderFunctionArgs, 'params'>): ItemConfigurationLoaderData {
  const projectId = parseProjectId(params.projectId);
  const lineItemId = parseProjectId(params.lineItemId);
  const userInfo = sessionStore.getUserInfo();
  if (!hasPermission(userInfo, 'project.view') || !projectId || !lineItemId) return null;
  const inputsAskedAt = Date.now();
  void queryClient.prefetchQuery(projectQueryOptions(projectId));
  queryClient
    .fetchQuery({ ...itemConfigurationInputsQueryOptions(lineItemId, null), staleTime: 0 })
    .then((base) => {
      if (!base.ProjectScheduleLineItem) return;
      const pricing = openingPricingQuery(base, hasPermission(userInfo, 'pricing.view'));
      if (pricing) void queryClient.prefetchQuery(pricing);
      void queryClient.prefetchQuery(productHierarchyQueryOptions());
    })
    // A failure is the screen's to show: its query holds it.
    .catch(() => undefined);
  return { inputsAskedAt };
}

/**
 * Staying on the same line item (a link to the address it is at) neither asks again nor restarts
 * the screen, as before the loader; another line item does.
 */
export function shouldRevalidateItemConfiguration({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.lineItemId === nextParams.lineItemId &&
    currentParams.projectId === nextParams.projectId
    ? false
    : defaultShouldRevalidate;
}

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
