import { generateQuotePartSummaryPdf as contract } from '@airquote/shared/contracts/quote/generate-quote-part-summary-pdf';
import { callApi } from '../../../lib/api-client.ts';

/** The part summary PDF (stored as a quote attachment too), as a file to open or download. */
export function generateQuotePartSummaryPdf(projectQuoteId: number) {
  return callApi(contract, { body: { ProjectQuoteId: projectQuoteId } });
}
