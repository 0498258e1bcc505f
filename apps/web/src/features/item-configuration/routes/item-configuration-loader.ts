import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { hasPermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { projectQueryOptions } from '../../../shared/projects/api/get-project.ts';
import { productHierarchyQueryOptions } from '../../../shared/projects/api/search-product-types.ts';
import { parseProjectId } from '../../../shared/projects/project-route-params.ts';
import { askOnceSignedIn } from '../../../shared/session/early-sign-in-check.ts';
import { itemConfigurationInputsQueryOptions } from '../api/get-item-configuration-inputs.ts';

// A module of its own, small (issue #18): the router loads it and runs the loader beside the page's
// chunk (the configurator, the selection engine, Mantine's inputs), not after it.

/** When the route's loader asked for the line item's inputs (Date.now()), null when it did not. */
export type ItemConfigurationLoaderData = { inputsAskedAt: number } | null;

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
  if (!hasPermission(sessionStore.getUserInfo(), 'project.view') || !projectId || !lineItemId) return null;
  const inputsAskedAt = Date.now();
  // The page's own code builds the opening price: its module loads while the inputs are asked.
  const opening = import('../opening-pricing.ts');
  opening.catch(() => undefined);
  askOnceSignedIn('project.view', () => {
    void queryClient.prefetchQuery(projectQueryOptions(projectId));
    queryClient
      .fetchQuery({ ...itemConfigurationInputsQueryOptions(lineItemId, null), staleTime: 0 })
      .then(async (base) => {
        if (!base.ProjectScheduleLineItem) return;
        void queryClient.prefetchQuery(productHierarchyQueryOptions());
        const { openingPricingQuery } = await opening;
        // The permission as it is now (the startup refresh of the user info has come back by
        // then): a price asked without pricing.view would be refused with a 403, which signs out.
        const pricing = openingPricingQuery(base, hasPermission(sessionStore.getUserInfo(), 'pricing.view'));
        if (pricing) void queryClient.prefetchQuery(pricing);
      })
      // A failure is the screen's to show: its query holds it.
      .catch(() => undefined);
  });
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
