import { getEngRequestsByProjectQuoteId as contract } from '@airquote/shared/contracts/quote/get-eng-requests-by-project-quote-id';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { reviewKeys } from './query-keys.ts';

export function getEngRequestsByProjectQuoteId(
  projectQuoteId: number,
  options: { signal?: AbortSignal } = {},
) {
  return callApi(contract, { params: { projectQuoteId } }, options);
}

/**
 * The quote's version is in the key (each review step touches it); the rows stay on screen, with
 * what is typed in them, while a new version refetches.
 */
export function engRequestsQueryOptions(projectQuoteId: number, quoteModified: string) {
  return queryOptions({
    queryKey: reviewKeys.engRequestsAt(projectQuoteId, quoteModified),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getEngRequestsByProjectQuoteId(projectQuoteId, { signal }),
  });
}

export function useEngRequests(
  projectQuoteId: number,
  quoteModified: string,
  queryConfig: QueryConfig<typeof engRequestsQueryOptions> = {},
) {
  return useQuery({ ...engRequestsQueryOptions(projectQuoteId, quoteModified), ...queryConfig });
}
