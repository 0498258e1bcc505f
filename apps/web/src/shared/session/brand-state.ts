import type { getBrands } from './api/get-brands.ts';
import { useBrands } from './api/get-brands.ts';

export type BrandState = {
  /** False until the first load ends, then true whether it succeeded or failed. */
  loaded: boolean;
  brands: Awaited<ReturnType<typeof getBrands>>;
  error: Error | null;
};

/** Spec section 4 brand state, read from the startup query. */
export function useBrandState(): BrandState {
  const query = useBrands();
  return { loaded: query.isFetched, brands: query.data ?? [], error: query.error };
}
