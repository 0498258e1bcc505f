import { getAddressLookUpData as getAddressLookUpDataContract } from '@airquote/shared/contracts/location/get-address-lookup-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

export function getAddressLookUpData() {
  return callApi(getAddressLookUpDataContract, {});
}

/** The countries and states of the address forms, read once per page. */
export function addressLookupQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.addressLookup,
    queryFn: getAddressLookUpData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAddressLookup(queryConfig: QueryConfig<typeof addressLookupQueryOptions> = {}) {
  return useQuery({ ...addressLookupQueryOptions(), ...queryConfig });
}
