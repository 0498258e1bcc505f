import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBrands } from './api/get-brands.ts';

/** The brands, loaded once at startup by the root layout (spec section 7) and kept for the session. */
export const brandsQuery = queryOptions({
  queryKey: ['brands'] as const,
  queryFn: getBrands,
  staleTime: Number.POSITIVE_INFINITY,
});

export type BrandState = {
  /** False until the first load ends, then true whether it succeeded or failed. */
  loaded: boolean;
  brands: Awaited<ReturnType<typeof getBrands>>;
  error: Error | null;
};

/** Spec section 4 brand state, read from the startup query. */
export function useBrandState(): BrandState {
  const query = useQuery(brandsQuery);
  return { loaded: query.isFetched, brands: query.data ?? [], error: query.error };
}
