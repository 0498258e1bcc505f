import { getUserRoles as getUserRolesContract } from '@airquote/shared/contracts/role/get-user-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export function getUserRoles() {
  return callApi(getUserRolesContract, {});
}

export function userRolesQueryOptions() {
  return queryOptions({ queryKey: adminKeys.userRoles, queryFn: getUserRoles });
}

export function useUserRoles(queryConfig: QueryConfig<typeof userRolesQueryOptions> = {}) {
  return useQuery({ ...userRolesQueryOptions(), ...queryConfig });
}
