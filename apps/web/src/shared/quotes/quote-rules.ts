import { paths } from '../../config/paths.ts';

/** TanStack Query keys of quotes that several features read or refresh. */
export const quoteKeys = {
  detail: (projectQuoteId: number) => ['quotes', 'detail', projectQuoteId] as const,
  byProject: (projectId: number) => ['quotes', 'by-project', projectId] as const,
  notes: (projectQuoteId: number) => ['quotes', 'notes', projectQuoteId] as const,
};

/** "Q-00012 rev 2": how a quote is named in lists and banners. */
export function quoteTitle(quote: { QuoteNumber: string; Revision: number }): string {
  return `${quote.QuoteNumber} rev ${quote.Revision}`;
}

/** The quote form's address for one quote. */
export function quoteFormPath(projectId: number, projectQuoteId: number): string {
  return `${paths.projectQuoteForm(projectId)}?projectQuoteId=${projectQuoteId}`;
}
