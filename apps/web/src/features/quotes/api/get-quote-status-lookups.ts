import { getQuoteStatusLookups as contract } from '@airquote/shared/contracts/quote/get-quote-status-lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { quoteListKeys } from './query-keys.ts';

export function getQuoteStatusLookups(options: { signal?: AbortSignal } = {}) {
  return callApi(contract, {}, options);
}

export function quoteStatusLookupsQueryOptions() {
  return queryOptions({
    queryKey: quoteListKeys.statusLookups,
    queryFn: ({ signal }) => getQuoteStatusLookups({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useQuoteStatusLookups(queryConfig: QueryConfig<typeof quoteStatusLookupsQueryOptions> = {}) {
  return useQuery({ ...quoteStatusLookupsQueryOptions(), ...queryConfig });
}
