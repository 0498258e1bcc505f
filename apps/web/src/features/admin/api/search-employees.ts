import { searchEmployees as searchEmployeesContract } from '@airquote/shared/contracts/employee/search-employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export function searchEmployees(
  request: { CompanyId: number | null; SearchText: string; IncludeInactive: boolean },
  options: { signal?: AbortSignal } = {},
) {
  return callApi(searchEmployeesContract, { body: request }, options);
}

export function employeesQueryOptions(request: Parameters<typeof searchEmployees>[0]) {
  return queryOptions({
    queryKey: adminKeys.employees(request),
    queryFn: ({ signal }) => searchEmployees(request, { signal }),
  });
}

export function useEmployees(
  request: Parameters<typeof searchEmployees>[0],
  queryConfig: QueryConfig<typeof employeesQueryOptions> = {},
) {
  return useQuery({ ...employeesQueryOptions(request), ...queryConfig });
}
