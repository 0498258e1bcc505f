import { searchAppUsers as searchAppUsersContract } from '@airquote/shared/contracts/app-user/search-app-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export function searchAppUsers(
  searchText: string,
  options: { signal?: AbortSignal; includeInactive?: boolean } = {},
) {
  return callApi(
    searchAppUsersContract,
    { query: { searchText, includeInactive: options.includeInactive ? 'true' : 'false' } },
    options.signal ? { signal: options.signal } : {},
  );
}

export function appUsersQueryOptions(searchText: string, includeInactive: boolean) {
  return queryOptions({
    queryKey: adminKeys.users(searchText, includeInactive),
    queryFn: ({ signal }) => searchAppUsers(searchText, { signal, includeInactive }),
  });
}

export function useAppUsers(
  searchText: string,
  includeInactive: boolean,
  queryConfig: QueryConfig<typeof appUsersQueryOptions> = {},
) {
  return useQuery({ ...appUsersQueryOptions(searchText, includeInactive), ...queryConfig });
}
