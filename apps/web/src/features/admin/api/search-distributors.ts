import { searchDistributors as searchDistributorsContract } from '@airquote/shared/contracts/pricing/search-distributors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export async function searchDistributors(
  request: { SearchText: string; RegionId: number | null; IncludeInactive: boolean },
  options: { signal?: AbortSignal } = {},
) {
  return (await callApi(searchDistributorsContract, { body: request }, options)).Distributors;
}

export function distributorsQueryOptions(request: Parameters<typeof searchDistributors>[0]) {
  return queryOptions({
    queryKey: adminKeys.distributors(request),
    queryFn: ({ signal }) => searchDistributors(request, { signal }),
  });
}

export function useDistributors(
  request: Parameters<typeof searchDistributors>[0],
  queryConfig: QueryConfig<typeof distributorsQueryOptions> = {},
) {
  return useQuery({ ...distributorsQueryOptions(request), ...queryConfig });
}
