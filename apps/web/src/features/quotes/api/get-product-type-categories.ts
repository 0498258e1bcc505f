import { getProductTypeCategories as contract } from '@airquote/shared/contracts/catalog/get-product-type-categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { reviewKeys } from './query-keys.ts';

/** Every product type category: the names of the categories a quote's lines fall in. */
export function getProductTypeCategories(options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { query: {} }, options);
}

export function productTypeCategoriesQueryOptions() {
  return queryOptions({
    queryKey: reviewKeys.categories,
    queryFn: ({ signal }) => getProductTypeCategories({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useProductTypeCategories(
  queryConfig: QueryConfig<typeof productTypeCategoriesQueryOptions> = {},
) {
  return useQuery({ ...productTypeCategoriesQueryOptions(), ...queryConfig });
}
