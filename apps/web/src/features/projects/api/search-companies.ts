import { searchCompanies as searchCompaniesContract } from '@airquote/shared/contracts/company/search-companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

export function searchCompanies() {
  return callApi(searchCompaniesContract, { body: { IncludeInactive: false } });
}

export function visibleCompaniesQueryOptions() {
  return queryOptions({ queryKey: projectKeys.companies, queryFn: searchCompanies, staleTime: 10 * 60_000 });
}

export function useVisibleCompanies(queryConfig: QueryConfig<typeof visibleCompaniesQueryOptions> = {}) {
  return useQuery({ ...visibleCompaniesQueryOptions(), ...queryConfig });
}
