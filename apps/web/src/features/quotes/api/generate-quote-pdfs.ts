import { generateQuotePdfs as contract } from '@airquote/shared/contracts/quote/generate-quote-pdfs';
import { callApi } from '../../../lib/api-client.ts';

/** The quote PDF (stored as a quote attachment too), as a file to open or download. */
export function generateQuotePdfs(projectQuoteId: number) {
  return callApi(contract, { body: { ProjectQuoteId: projectQuoteId } });
}
