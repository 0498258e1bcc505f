import type { QuoteSearchBody } from './search-project-quotes.ts';

/** TanStack Query keys of the quotes feature: the quotes list, then the reviews of a quote. */
export const quoteListKeys = {
  search: (request: QuoteSearchBody) => ['quotes', 'search', request] as const,
  statusLookups: ['quotes', 'status-lookups'] as const,
};

/**
 * Query keys of the quote's reviews (prefixes: the queries add the quote's DateModified, which every
 * review step touches, so reloading a changed quote, e.g. the stale-change alert's Reload, reloads them).
 */
export const reviewKeys = {
  catMultipliers: (projectQuoteId: number) => ['quotes', 'cat-multipliers', projectQuoteId] as const,
  catMultipliersAt: (projectQuoteId: number, quoteModified: string) =>
    [...reviewKeys.catMultipliers(projectQuoteId), quoteModified] as const,
  reviewers: (projectQuoteId: number) => ['quotes', 'multiplier-reviewers', projectQuoteId] as const,
  reviewersAt: (projectQuoteId: number, quoteModified: string) =>
    [...reviewKeys.reviewers(projectQuoteId), quoteModified] as const,
  engRequests: (projectQuoteId: number) => ['quotes', 'eng-requests', projectQuoteId] as const,
  engRequestsAt: (projectQuoteId: number, quoteModified: string) =>
    [...reviewKeys.engRequests(projectQuoteId), quoteModified] as const,
  categories: ['catalog', 'product-type-categories'] as const,
};

/** The comparison of two revisions of a quote (issue 17 part 4). */
export const revisionCompareKeys = {
  pair: (projectQuoteId: number, otherProjectQuoteId: number) =>
    ['quotes', 'revision-compare', projectQuoteId, otherProjectQuoteId] as const,
};
