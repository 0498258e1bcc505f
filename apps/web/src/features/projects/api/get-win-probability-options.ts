import { getWinProbabilityOptions as getWinProbabilityOptionsContract } from '@airquote/shared/contracts/project/get-win-probability-options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

/** Inactive options come too, so a project keeps showing a value that was retired since. */
export function getWinProbabilityOptions() {
  return callApi(getWinProbabilityOptionsContract, { query: { includeInactive: 'true' } });
}

export function winProbabilitiesQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.lookups('win-probabilities'),
    queryFn: getWinProbabilityOptions,
    staleTime: 10 * 60_000,
  });
}

export function useWinProbabilities(queryConfig: QueryConfig<typeof winProbabilitiesQueryOptions> = {}) {
  return useQuery({ ...winProbabilitiesQueryOptions(), ...queryConfig });
}
