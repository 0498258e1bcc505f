import { getQuoteNotesByQuoteId as contract } from '@airquote/shared/contracts/quote/get-quote-notes-by-quote-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { quoteKeys } from './query-keys.ts';

export function getQuoteNotesByQuoteId(projectQuoteId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { projectQuoteId } }, options);
}

export function quoteNotesQueryOptions(projectQuoteId: number) {
  return queryOptions({
    queryKey: quoteKeys.notes(projectQuoteId),
    queryFn: ({ signal }) => getQuoteNotesByQuoteId(projectQuoteId, { signal }),
  });
}

export function useQuoteNotes(
  projectQuoteId: number,
  queryConfig: QueryConfig<typeof quoteNotesQueryOptions> = {},
) {
  return useQuery({ ...quoteNotesQueryOptions(projectQuoteId), ...queryConfig });
}
