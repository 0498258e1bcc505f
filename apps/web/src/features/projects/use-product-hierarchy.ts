import { useQuery } from '@tanstack/react-query';
import { searchProductTypes } from './api/search-product-types.ts';
import { flattenProductHierarchy } from './item-configuration-header.ts';
import { projectKeys } from './query-keys.ts';

/** The product hierarchy, flattened per level; the catalog lives in the database (issue #4 fills it). */
export function useProductHierarchy() {
  return useQuery({
    queryKey: projectKeys.productTypes,
    queryFn: async () => flattenProductHierarchy((await searchProductTypes()).productTypes),
    staleTime: 10 * 60_000,
  });
}
