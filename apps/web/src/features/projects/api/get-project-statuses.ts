import { getProjectStatuses as getProjectStatusesContract } from '@airquote/shared/contracts/project/get-project-statuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

/** Inactive options come too, so a project keeps showing a value that was retired since. */
export function getProjectStatuses() {
  return callApi(getProjectStatusesContract, { query: { includeInactive: 'true' } });
}

export function projectStatusesQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.lookups('statuses'),
    queryFn: getProjectStatuses,
    staleTime: 10 * 60_000,
  });
}

export function useProjectStatuses(queryConfig: QueryConfig<typeof projectStatusesQueryOptions> = {}) {
  return useQuery({ ...projectStatusesQueryOptions(), ...queryConfig });
}
