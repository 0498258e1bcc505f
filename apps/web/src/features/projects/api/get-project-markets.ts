import { getProjectMarkets as getProjectMarketsContract } from '@airquote/shared/contracts/project/get-project-markets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

/** Inactive options come too, so a project keeps showing a value that was retired since. */
export function getProjectMarkets() {
  return callApi(getProjectMarketsContract, { query: { includeInactive: 'true' } });
}

export function projectMarketsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.lookups('markets'),
    queryFn: getProjectMarkets,
    staleTime: 10 * 60_000,
  });
}

export function useProjectMarkets(queryConfig: QueryConfig<typeof projectMarketsQueryOptions> = {}) {
  return useQuery({ ...projectMarketsQueryOptions(), ...queryConfig });
}
