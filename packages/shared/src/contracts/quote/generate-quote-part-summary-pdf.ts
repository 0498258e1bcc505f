import { binaryResponse, defineContract } from '../define-contract.ts';
import { quoteDocumentRequestSchema } from './quote-document-schemas.ts';

/**
 * The part summary PDF: the quote's parts per model code with quantities, tags and schedules, never a
 * price. Answered and stored like the quote PDF (QuotePdf 2, X-Project-Attachment-Id header).
 */
export const generateQuotePartSummaryPdf = defineContract({
  method: 'POST',
  path: '/ProjectQuote/GenerateQuotePartSummaryPdf',
  summary:
    "Generate the quote's part summary PDF (parts per model code, no prices) and store it as a quote attachment",
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  body: quoteDocumentRequestSchema,
  response: binaryResponse,
});
