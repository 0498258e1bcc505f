import type { MailMessage } from '../mail/outbox.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4f91;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">Or open ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222"><h2>${escapeHtml(subject)}</h2>${body}${button}<p style="font-size:12px;color:#777">AirQuote</p></body></html>`;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  return { to, subject, text, html };
}

/** To the party contact: the proposal and a link to accept or decline it (no price in the mail). */
export function quoteForAcceptanceMail(
  to: string,
  details: {
    contactName: string;
    repName: string;
    fromCompany: string;
    quoteLabel: string;
    projectName: string;
    expiresOn: string;
  },
  url: string,
): MailMessage {
  return message(
    to,
    `Proposal ${details.quoteLabel} for ${details.projectName}`,
    [
      `Hello ${details.contactName},`,
      `${details.repName} of ${details.fromCompany} sends you proposal ${details.quoteLabel} for ${details.projectName}.`,
      `Open the link below to read the proposal and its PDF, and to accept or decline it. You need no account. The link works once and expires on ${details.expiresOn}.`,
    ],
    { label: 'Review the proposal', url },
  );
}

/** To the rep who sent it: the recipient's answer. */
export function quoteAnsweredMail(
  to: string,
  details: {
    decision: 'Accepted' | 'Declined';
    quoteLabel: string;
    projectName: string;
    who: string;
    reason: string | null;
    at: string;
  },
  url: string,
): MailMessage {
  const verb = details.decision === 'Accepted' ? 'accepted' : 'declined';
  return message(
    to,
    `AirQuote: ${details.quoteLabel} was ${verb}`,
    [
      `${details.who} ${verb} quote ${details.quoteLabel} (${details.projectName}) on ${details.at}.`,
      ...(details.reason ? [`Reason: ${details.reason}`] : []),
      details.decision === 'Accepted'
        ? 'You can order the accepted quote from its page.'
        : 'The quote stays open.',
    ],
    { label: 'Open the quote', url },
  );
}
