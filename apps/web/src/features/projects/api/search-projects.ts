import type { ProjectSearchRequest } from '@airquote/shared/contracts/project/project-search-request';
import { searchProjects as searchProjectsContract } from '@airquote/shared/contracts/project/search-projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { type ProjectListRequest, projectsStateFromSearch } from '../project-rules.ts';
import { projectKeys } from './query-keys.ts';

export function searchProjects(request: ProjectSearchRequest, options: { signal?: AbortSignal } = {}) {
  return callApi(searchProjectsContract, { body: request }, options);
}

/**
 * A page of the project list with its counts. Spec section 4: a new search cancels the one in
 * flight (the query's signal aborts when its key changes).
 */
export function projectSearchQueryOptions(request: ProjectListRequest) {
  return queryOptions({
    queryKey: projectKeys.search(request),
    queryFn: async ({ signal }) =>
      projectsStateFromSearch(await searchProjects(request, { signal }), request),
  });
}

export function useProjectSearch(
  request: ProjectListRequest,
  queryConfig: QueryConfig<typeof projectSearchQueryOptions> = {},
) {
  return useQuery({ ...projectSearchQueryOptions(request), ...queryConfig });
}
