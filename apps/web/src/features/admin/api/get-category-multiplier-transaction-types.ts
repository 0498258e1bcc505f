import { getCategoryMultiplierTransactionTypes as getTransactionTypesContract } from '@airquote/shared/contracts/pricing/get-category-multiplier-transaction-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export function getCategoryMultiplierTransactionTypes() {
  return callApi(getTransactionTypesContract, {});
}

export function transactionTypesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.transactionTypes,
    queryFn: getCategoryMultiplierTransactionTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTransactionTypes(queryConfig: QueryConfig<typeof transactionTypesQueryOptions> = {}) {
  return useQuery({ ...transactionTypesQueryOptions(), ...queryConfig });
}
