import { getProject as getProjectContract } from '@airquote/shared/contracts/project/get-project';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

export function getProject(projectId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getProjectContract, { params: { projectId } }, options);
}

export function projectQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => getProject(projectId, { signal }),
  });
}

export function useProject(projectId: number, queryConfig: QueryConfig<typeof projectQueryOptions> = {}) {
  return useQuery({ ...projectQueryOptions(projectId), ...queryConfig });
}
