import { compareProjectQuoteRevisions as contract } from '@airquote/shared/contracts/quote/compare-project-quote-revisions';
import { compareProjectQuoteRevisionsPdf as pdfContract } from '@airquote/shared/contracts/quote/compare-project-quote-revisions-pdf';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { revisionCompareKeys } from './query-keys.ts';

/** The server's comparison of two revisions of a quote (older first, prices only with pricing.view). */
export function compareProjectQuoteRevisions(
  projectQuoteId: number,
  otherProjectQuoteId: number,
  options: { signal?: AbortSignal } = {},
) {
  return callApi(contract, { params: { projectQuoteId, otherProjectQuoteId } }, options);
}

export function useRevisionComparison(projectQuoteId: number | null, otherProjectQuoteId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: revisionCompareKeys.pair(projectQuoteId ?? 0, otherProjectQuoteId ?? 0),
      queryFn: ({ signal }) =>
        compareProjectQuoteRevisions(projectQuoteId ?? 0, otherProjectQuoteId ?? 0, { signal }),
    }),
    enabled:
      projectQuoteId !== null && otherProjectQuoteId !== null && projectQuoteId !== otherProjectQuoteId,
  });
}

/** The comparison as the "Revision comparison" PDF. */
export function compareProjectQuoteRevisionsPdf(projectQuoteId: number, otherProjectQuoteId: number) {
  return callApi(pdfContract, { params: { projectQuoteId, otherProjectQuoteId } });
}
