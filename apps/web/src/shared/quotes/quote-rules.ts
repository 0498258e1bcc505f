import { paths } from '../../config/paths.ts';

/** "Q-00012 rev 2": how a quote is named in lists and banners. */
export function quoteTitle(quote: { QuoteNumber: string; Revision: number }): string {
  return `${quote.QuoteNumber} rev ${quote.Revision}`;
}

/** The quote form's address for one quote. */
export function quoteFormPath(projectId: number, projectQuoteId: number): string {
  return `${paths.projectQuoteForm(projectId)}?projectQuoteId=${projectQuoteId}`;
}
