import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../../rules/email.ts';
import { idSchema } from '../../rules/ids.ts';

export const quoteDocumentMessages = {
  recipientsRequired: 'Enter at least one recipient e-mail address.',
  recipientInvalid: 'Enter valid e-mail addresses, separated by commas.',
  subjectRequired: 'Subject is required.',
  attachmentsRequired: 'Choose at least one PDF to send.',
  attachmentNotOfQuote: 'Only quote and submittal PDFs of this quote can be mailed with it.',
  attachmentsTooLarge: 'The chosen PDFs are over 20 MB together: send fewer in one mail.',
  mailed: 'The mail is queued for delivery.',
} as const;

/** The quote a document is generated from. */
export const quoteDocumentRequestSchema = z.object({ ProjectQuoteId: idSchema });
export type QuoteDocumentRequest = z.input<typeof quoteDocumentRequestSchema>;

/** The header that names the project attachment the generated PDF was stored as. */
export const PROJECT_ATTACHMENT_ID_HEADER = 'X-Project-Attachment-Id';

const recipientSchema = z
  .string()
  .trim()
  .transform(normalizeEmail)
  .refine(isValidEmail, { error: quoteDocumentMessages.recipientInvalid });

/**
 * Mail generated PDFs (stored attachments of the quote: QuotePdf 2 or SubmittalPdf 3) to one or more
 * recipients through the outbox; each recipient gets its own mail.
 */
export const sendQuoteSubmittalEmailRequestSchema = z.object({
  ProjectQuoteId: idSchema,
  To: z.array(recipientSchema).min(1, { error: quoteDocumentMessages.recipientsRequired }).max(10),
  Subject: z.string().trim().min(1, { error: quoteDocumentMessages.subjectRequired }).max(200),
  Message: z.string().trim().max(4000).default(''),
  ProjectAttachmentIds: z
    .array(idSchema)
    .min(1, { error: quoteDocumentMessages.attachmentsRequired })
    .max(10),
});
export type SendQuoteSubmittalEmailRequest = z.input<typeof sendQuoteSubmittalEmailRequestSchema>;
