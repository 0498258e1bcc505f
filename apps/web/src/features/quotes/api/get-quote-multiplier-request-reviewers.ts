import { getQuoteMultiplierRequestReviewers as contract } from '@airquote/shared/contracts/quote/get-quote-multiplier-request-reviewers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { reviewKeys } from './query-keys.ts';

export function getQuoteMultiplierRequestReviewers(quoteId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { quoteId } }, options);
}

/**
 * The quote's version is in the key (each review step touches it); the rows stay on screen, with
 * what is typed in them, while a new version refetches.
 */
export function multiplierReviewersQueryOptions(projectQuoteId: number, quoteModified: string) {
  return queryOptions({
    queryKey: reviewKeys.reviewersAt(projectQuoteId, quoteModified),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getQuoteMultiplierRequestReviewers(projectQuoteId, { signal }),
  });
}

export function useMultiplierReviewers(
  projectQuoteId: number,
  quoteModified: string,
  queryConfig: QueryConfig<typeof multiplierReviewersQueryOptions> = {},
) {
  return useQuery({ ...multiplierReviewersQueryOptions(projectQuoteId, quoteModified), ...queryConfig });
}
