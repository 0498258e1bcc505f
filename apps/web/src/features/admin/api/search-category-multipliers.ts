import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { searchCategoryMultipliers as searchCategoryMultipliersContract } from '@airquote/shared/contracts/pricing/search-category-multipliers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export type SearchCategoryMultipliersRequest = ContractInput<
  typeof searchCategoryMultipliersContract
>['body'];

export async function searchCategoryMultipliers(
  request: SearchCategoryMultipliersRequest,
  options: { signal?: AbortSignal } = {},
) {
  return (await callApi(searchCategoryMultipliersContract, { body: request }, options))
    .ProductTypeCategoryMultipliers;
}

/** The filters of the list, as the server takes them; they are the key too. */
type MultiplierFilters = SearchCategoryMultipliersRequest &
  Parameters<typeof adminKeys.categoryMultipliers>[0];

export function categoryMultipliersQueryOptions(request: MultiplierFilters) {
  return queryOptions({
    queryKey: adminKeys.categoryMultipliers(request),
    queryFn: ({ signal }) => searchCategoryMultipliers(request, { signal }),
  });
}

export function useCategoryMultipliers(
  request: MultiplierFilters,
  queryConfig: QueryConfig<typeof categoryMultipliersQueryOptions> = {},
) {
  return useQuery({ ...categoryMultipliersQueryOptions(request), ...queryConfig });
}
