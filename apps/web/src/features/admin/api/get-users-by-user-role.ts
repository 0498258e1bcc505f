import { getUsersByUserRoleEnum } from '@airquote/shared/contracts/app-user/get-users-by-user-role';
import { UserRole } from '@airquote/shared/enums/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

/** Active users holding a user role (e.g. RegionalSalesManager), by the role's name. */
export function getUsersByUserRole(roleName: UserRole) {
  return callApi(getUsersByUserRoleEnum, { params: { roleName } });
}

export function regionalSalesManagersQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.regionalSalesManagers,
    queryFn: () => getUsersByUserRole(UserRole.RegionalSalesManager),
  });
}

export function useRegionalSalesManagers(
  queryConfig: QueryConfig<typeof regionalSalesManagersQueryOptions> = {},
) {
  return useQuery({ ...regionalSalesManagersQueryOptions(), ...queryConfig });
}
