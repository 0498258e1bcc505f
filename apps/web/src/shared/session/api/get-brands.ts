import { getBrands as getBrandsContract } from '@airquote/shared/contracts/sign-in-path.generated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sessionKeys } from './query-keys.ts';

export function getBrands() {
  return callApi(getBrandsContract, {});
}

/** The brands, loaded once at startup by the root layout (spec section 7) and kept for the session. */
export function brandsQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.brands,
    queryFn: getBrands,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
