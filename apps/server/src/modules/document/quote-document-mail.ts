import type { MailMessage } from '../mail/outbox.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The mail that carries a quote's PDFs: the sender's subject and message, then what is attached. */
export function quoteDocumentMail(
  to: string,
  content: { subject: string; message: string; quoteLabel: string; projectName: string; fileNames: string[] },
): MailMessage {
  const intro = `Attached: ${content.fileNames.join(', ')} (quote ${content.quoteLabel}, project ${content.projectName}).`;
  const paragraphs = [...content.message.split(/\n{2,}/).filter((part) => part.trim() !== ''), intro];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222"><h2>${escapeHtml(content.subject)}</h2>${paragraphs
    .map((text) => `<p style="white-space:pre-line">${escapeHtml(text)}</p>`)
    .join('')}<p style="font-size:12px;color:#777">Sent with AirQuote</p></body></html>`;
  return { to, subject: content.subject, text: paragraphs.join('\n\n'), html };
}
