import { searchProductTypes as searchProductTypesContract } from '@airquote/shared/contracts/product-type/search-product-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { flattenProductHierarchy } from '../item-configuration-header.ts';
import { projectKeys } from './query-keys.ts';

export function searchProductTypes() {
  return callApi(searchProductTypesContract, { body: { IncludeInactive: false } });
}

/** The product hierarchy, flattened per level; the catalog lives in the database (issue #4 fills it). */
export function productHierarchyQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.productTypes,
    queryFn: async () => flattenProductHierarchy((await searchProductTypes()).productTypes),
    staleTime: 10 * 60_000,
  });
}

export function useProductHierarchy(queryConfig: QueryConfig<typeof productHierarchyQueryOptions> = {}) {
  return useQuery({ ...productHierarchyQueryOptions(), ...queryConfig });
}
