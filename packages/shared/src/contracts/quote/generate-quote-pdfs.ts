import { binaryResponse, defineContract } from '../define-contract.ts';
import { quoteDocumentRequestSchema } from './quote-document-schemas.ts';

/**
 * The answer is the quote PDF (application/pdf, attachment disposition with its file name); the same
 * bytes are stored as a project attachment of the quote (ProjectAttachment QuotePdf 2), whose id the
 * X-Project-Attachment-Id header names. Prices are printed only for readers who may see them.
 */
export const generateQuotePdfs = defineContract({
  method: 'POST',
  path: '/ProjectQuote/GenerateQuotePdfs',
  summary:
    'Generate the quote PDF (brand, project, ship-to, lines by schedule, net adds, totals, terms) and store it as a quote attachment',
  tag: 'ProjectQuote',
  access: { kind: 'permission', permission: 'quote.view' },
  body: quoteDocumentRequestSchema,
  response: binaryResponse,
});
