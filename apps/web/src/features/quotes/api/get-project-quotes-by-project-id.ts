import { getProjectQuotesByProjectId as contract } from '@airquote/shared/contracts/quote/get-project-quotes-by-project-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { quoteKeys } from '../../../shared/quotes/api/query-keys.ts';

export function getProjectQuotesByProjectId(projectId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { projectId } }, options);
}

export function projectQuotesQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: quoteKeys.byProject(projectId),
    queryFn: ({ signal }) => getProjectQuotesByProjectId(projectId, { signal }),
  });
}

export function useProjectQuotes(
  projectId: number,
  queryConfig: QueryConfig<typeof projectQuotesQueryOptions> = {},
) {
  return useQuery({ ...projectQuotesQueryOptions(projectId), ...queryConfig });
}
