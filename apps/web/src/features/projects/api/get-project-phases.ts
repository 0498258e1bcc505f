import { getProjectPhases as getProjectPhasesContract } from '@airquote/shared/contracts/project/get-project-phases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

/** Inactive options come too, so a project keeps showing a value that was retired since. */
export function getProjectPhases() {
  return callApi(getProjectPhasesContract, { query: { includeInactive: 'true' } });
}

export function projectPhasesQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.lookups('phases'),
    queryFn: getProjectPhases,
    staleTime: 10 * 60_000,
  });
}

export function useProjectPhases(queryConfig: QueryConfig<typeof projectPhasesQueryOptions> = {}) {
  return useQuery({ ...projectPhasesQueryOptions(), ...queryConfig });
}
