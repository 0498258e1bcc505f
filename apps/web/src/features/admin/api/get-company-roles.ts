import { getCompanyRoles as getCompanyRolesContract } from '@airquote/shared/contracts/role/get-company-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export function getCompanyRoles() {
  return callApi(getCompanyRolesContract, {});
}

export function companyRolesQueryOptions() {
  return queryOptions({ queryKey: adminKeys.companyRoles, queryFn: getCompanyRoles });
}

export function useCompanyRoles(queryConfig: QueryConfig<typeof companyRolesQueryOptions> = {}) {
  return useQuery({ ...companyRolesQueryOptions(), ...queryConfig });
}
