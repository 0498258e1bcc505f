import { searchRegions as searchRegionsContract } from '@airquote/shared/contracts/pricing/search-regions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export async function searchRegions(
  request: { IncludeInactive: boolean; SearchText: string },
  options: { signal?: AbortSignal } = {},
) {
  return (await callApi(searchRegionsContract, { body: request }, options)).Regions;
}

export function regionsQueryOptions(request: { IncludeInactive: boolean; SearchText: string }) {
  return queryOptions({
    queryKey: adminKeys.regions(request),
    queryFn: ({ signal }) => searchRegions(request, { signal }),
  });
}

export function useRegions(
  request: { IncludeInactive: boolean; SearchText: string },
  queryConfig: QueryConfig<typeof regionsQueryOptions> = {},
) {
  return useQuery({ ...regionsQueryOptions(request), ...queryConfig });
}
