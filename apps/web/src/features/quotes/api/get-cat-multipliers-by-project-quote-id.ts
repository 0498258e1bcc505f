import { getCatMultipliersByProjectQuoteId as contract } from '@airquote/shared/contracts/quote/get-cat-multipliers-by-project-quote-id';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { reviewKeys } from './query-keys.ts';

export function getCatMultipliersByProjectQuoteId(
  projectQuoteId: number,
  options: { signal?: AbortSignal } = {},
) {
  return callApi(contract, { params: { projectQuoteId } }, options);
}

/**
 * The quote's version is in the key (each review step touches it); the rows stay on screen, with
 * what is typed in them, while a new version refetches.
 */
export function catMultipliersQueryOptions(projectQuoteId: number, quoteModified: string) {
  return queryOptions({
    queryKey: reviewKeys.catMultipliersAt(projectQuoteId, quoteModified),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getCatMultipliersByProjectQuoteId(projectQuoteId, { signal }),
  });
}

export function useCatMultipliers(
  projectQuoteId: number,
  quoteModified: string,
  queryConfig: QueryConfig<typeof catMultipliersQueryOptions> = {},
) {
  return useQuery({ ...catMultipliersQueryOptions(projectQuoteId, quoteModified), ...queryConfig });
}
