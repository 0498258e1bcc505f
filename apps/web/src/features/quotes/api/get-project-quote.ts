import { getProjectQuote as contract } from '@airquote/shared/contracts/quote/get-project-quote';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { quoteKeys } from '../../../shared/quotes/api/query-keys.ts';

export function getProjectQuote(projectQuoteId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { projectQuoteId } }, options);
}

export function projectQuoteQueryOptions(projectQuoteId: number) {
  return queryOptions({
    queryKey: quoteKeys.detail(projectQuoteId),
    queryFn: ({ signal }) => getProjectQuote(projectQuoteId, { signal }),
  });
}

export function useProjectQuote(
  projectQuoteId: number,
  queryConfig: QueryConfig<typeof projectQuoteQueryOptions> = {},
) {
  return useQuery({ ...projectQuoteQueryOptions(projectQuoteId), ...queryConfig });
}
