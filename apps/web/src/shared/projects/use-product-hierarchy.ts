import { useQuery } from '@tanstack/react-query';
import { projectKeys } from './api/query-keys.ts';
import { searchProductTypes } from './api/search-product-types.ts';
import { flattenProductHierarchy } from './item-configuration-header.ts';

/** The product hierarchy, flattened per level; the catalog lives in the database (issue #4 fills it). */
export function useProductHierarchy() {
  return useQuery({
    queryKey: projectKeys.productTypes,
    queryFn: async () => flattenProductHierarchy((await searchProductTypes()).productTypes),
    staleTime: 10 * 60_000,
  });
}
