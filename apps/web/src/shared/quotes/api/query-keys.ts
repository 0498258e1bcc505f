/** TanStack Query keys of the quotes several features read or refresh. */
export const quoteKeys = {
  detail: (projectQuoteId: number) => ['quotes', 'detail', projectQuoteId] as const,
  byProject: (projectId: number) => ['quotes', 'by-project', projectId] as const,
  notes: (projectQuoteId: number) => ['quotes', 'notes', projectQuoteId] as const,
};
