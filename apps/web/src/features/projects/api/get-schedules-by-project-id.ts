import { getSchedulesByProjectId as getSchedulesByProjectIdContract } from '@airquote/shared/contracts/project-schedule/get-schedules-by-project-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

export function getSchedulesByProjectId(projectId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getSchedulesByProjectIdContract, { params: { projectId } }, options);
}

export function projectSchedulesQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectKeys.schedules(projectId),
    queryFn: ({ signal }) => getSchedulesByProjectId(projectId, { signal }),
  });
}

export function useProjectSchedules(
  projectId: number,
  queryConfig: QueryConfig<typeof projectSchedulesQueryOptions> = {},
) {
  return useQuery({ ...projectSchedulesQueryOptions(projectId), ...queryConfig });
}
