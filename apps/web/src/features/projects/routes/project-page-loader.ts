import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { projectQueryOptions } from '../../../shared/projects/api/get-project.ts';
import { parseProjectId } from '../../../shared/projects/project-route-params.ts';
import { askOnceSignedIn } from '../../../shared/session/early-sign-in-check.ts';
import { lineItemGridQueryOptions } from '../api/get-line-item-grid.ts';
import { projectSchedulesQueryOptions } from '../api/get-schedules-by-project-id.ts';
import { currentSchedule } from '../schedule-choice.ts';

/**
 * The project page's loader (issues #14 and #18): asks for the project and, on the schedules tab (the
 * page's first), for its schedules and the grid of the schedule the tab will show, as soon as the
 * address is known: while the page's code loads and the sign-in check runs, rather than once the
 * shell and the page have rendered. It lives in a module of its own so it does not wait for the
 * page's code either. It never waits for the answers (the page draws its loading states), asks
 * nothing the page would not ask (without project.view, for a new project), and what the cache
 * already holds fresh is not asked again.
 */
export function projectPageLoader({ params, request }: LoaderFunctionArgs): null {
  const projectId = parseProjectId(params.projectId);
  if (!projectId) return null;
  const search = new URL(request.url).searchParams;
  const tab = search.get('tab');
  const requested = Number(search.get('schedule'));
  askOnceSignedIn('project.view', () => {
    void queryClient.prefetchQuery(projectQueryOptions(projectId));
    if (tab !== null && tab !== 'schedules') return;
    // The schedule the address names is asked for beside the list; otherwise the tab's choice once
    // the list is known.
    if (Number.isInteger(requested) && requested > 0)
      void queryClient.prefetchQuery(lineItemGridQueryOptions(requested));
    queryClient
      .fetchQuery(projectSchedulesQueryOptions(projectId))
      .then((schedules) => {
        const current = currentSchedule(schedules, requested);
        if (current && current.ProjectScheduleId !== requested)
          void queryClient.prefetchQuery(lineItemGridQueryOptions(current.ProjectScheduleId));
      })
      .catch(() => undefined);
  });
  return null;
}

/**
 * Another tab or schedule of the same project (the address's query) does not run the loader again:
 * the tab's own queries ask what they lack, and a project refetched under the user would reset the
 * details form they just opened. Another project does.
 */
export function shouldRevalidateProjectPage({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentParams.projectId === nextParams.projectId ? false : defaultShouldRevalidate;
}
