import { getPermissions as getPermissionsContract } from '@airquote/shared/contracts/role/get-permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export function getPermissions() {
  return callApi(getPermissionsContract, {});
}

export function permissionListQueryOptions() {
  return queryOptions({ queryKey: adminKeys.permissions, queryFn: getPermissions });
}

export function usePermissionList(queryConfig: QueryConfig<typeof permissionListQueryOptions> = {}) {
  return useQuery({ ...permissionListQueryOptions(), ...queryConfig });
}
