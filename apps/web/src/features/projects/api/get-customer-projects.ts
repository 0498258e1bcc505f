import { getCustomerProjects as getCustomerProjectsContract } from '@airquote/shared/contracts/project/get-customer-projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

export function getCustomerProjects(companyId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getCustomerProjectsContract, { params: { companyId } }, options);
}

export function customerProjectsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: projectKeys.customerProjects(companyId),
    queryFn: ({ signal }) => getCustomerProjects(companyId, { signal }),
  });
}

export function useCustomerProjects(
  companyId: number,
  queryConfig: QueryConfig<typeof customerProjectsQueryOptions> = {},
) {
  return useQuery({ ...customerProjectsQueryOptions(companyId), ...queryConfig });
}
