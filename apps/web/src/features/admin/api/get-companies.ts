import { getCompanies as getCompaniesContract } from '@airquote/shared/contracts/company/get-companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export function getCompanies(includeInactive: boolean, options: { signal?: AbortSignal } = {}) {
  return callApi(
    getCompaniesContract,
    { query: { includeInactive: includeInactive ? 'true' : 'false' } },
    options,
  );
}

export function companiesQueryOptions(includeInactive: boolean) {
  return queryOptions({
    queryKey: adminKeys.companies(includeInactive),
    queryFn: ({ signal }) => getCompanies(includeInactive, { signal }),
  });
}

export function useCompanies(
  includeInactive: boolean,
  queryConfig: QueryConfig<typeof companiesQueryOptions> = {},
) {
  return useQuery({ ...companiesQueryOptions(includeInactive), ...queryConfig });
}
