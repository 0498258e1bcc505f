import { formatDollars } from '@airquote/shared/rules/money';
import type { MailMessage } from './outbox.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4f91;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">Or open ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222"><h2>${escapeHtml(title)}</h2>${body}${button}<p style="font-size:12px;color:#777">AirQuote</p></body></html>`;
}

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  return { to, subject, text, html: layout(subject, paragraphs, action) };
}

export function passwordResetMail(
  to: string,
  firstName: string,
  url: string,
  hasPassword: boolean,
): MailMessage {
  const verb = hasPassword ? 'reset' : 'set';
  return message(
    to,
    `AirQuote: ${verb} your password`,
    [
      `Hello ${firstName},`,
      `Someone (hopefully you) asked to ${verb} the password of your AirQuote account. The link below works once and expires in 30 minutes.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    { label: hasPassword ? 'Reset Password' : 'Set Password', url },
  );
}

export function approvalRequestMail(
  to: string,
  applicant: { firstName: string; lastName: string; email: string; companyName: string; internal: boolean },
  url: string,
): MailMessage {
  return message(
    to,
    `AirQuote: ${applicant.internal ? 'internal employee' : 'new account'} waiting for approval`,
    [
      `${applicant.firstName} ${applicant.lastName} (${applicant.email}) registered for ${applicant.companyName}.`,
      applicant.internal
        ? 'As an internal employee the account needs your approval before it can sign in.'
        : 'The account waits for review before it can sign in.',
    ],
    { label: 'Review the request', url },
  );
}

export function registrationReceivedMail(to: string, firstName: string): MailMessage {
  return message(to, 'AirQuote: we received your registration', [
    `Hello ${firstName},`,
    'Thank you for registering. Our internal team will review your request and e-mail you once your account is ready.',
  ]);
}

export function approvalDecisionMail(
  to: string,
  firstName: string,
  approved: boolean,
  loginUrl: string,
): MailMessage {
  return approved
    ? message(
        to,
        'AirQuote: your account is ready',
        [`Hello ${firstName},`, 'Your account has been approved. You can sign in now.'],
        { label: 'Sign in', url: loginUrl },
      )
    : message(to, 'AirQuote: your registration was not approved', [
        `Hello ${firstName},`,
        'Your registration was not approved. Please contact your AirQuote representative if you think this is a mistake.',
      ]);
}

export function multiplierRequestMail(
  to: string,
  request: { requesterName: string; quoteLabel: string; projectName: string; lines: string[]; note: string },
  url: string,
): MailMessage {
  return message(
    to,
    `AirQuote: multiplier request on ${request.quoteLabel}`,
    [
      `${request.requesterName} asks for lower multipliers on ${request.quoteLabel} of project ${request.projectName}:`,
      ...request.lines,
      ...(request.note ? [`Note: ${request.note}`] : []),
      'Approve or reject each category with a note; the quote stays in multiplier review until all are decided.',
    ],
    { label: 'Review the request', url },
  );
}

export function multiplierDecisionMail(
  to: string,
  decision: { quoteLabel: string; projectName: string; lines: string[] },
  url: string,
): MailMessage {
  return message(
    to,
    `AirQuote: multiplier request decided on ${decision.quoteLabel}`,
    [
      `The multiplier request on ${decision.quoteLabel} of project ${decision.projectName} is decided; the quote is open again.`,
      ...decision.lines,
      'Approved multipliers now price the quote; rejected categories keep the standard multiplier.',
    ],
    { label: 'Open the quote', url },
  );
}

export function engRequestMail(
  to: string,
  request: {
    requesterName: string;
    quoteLabel: string;
    projectName: string;
    description: string;
    note: string;
  },
  url: string,
): MailMessage {
  return message(
    to,
    `AirQuote: engineering request on ${request.quoteLabel}`,
    [
      `${request.requesterName} asks application engineering to review ${request.quoteLabel} of project ${request.projectName}:`,
      request.description,
      ...(request.note ? [`Note: ${request.note}`] : []),
      'Take it under review, then approve it, reject it or ask for more information; the quote stays in engineering review until it is approved or rejected.',
    ],
    { label: 'Review the request', url },
  );
}

/**
 * What happened to an engineering request, as its mail subject says it (issue 15 item 4): the status
 * label alone read "Not Reviewed" when the requester had answered a question.
 */
export type EngRequestEvent = 'answered' | 'UnderReview' | 'NeedMoreInfo' | 'Approved' | 'Rejected';

const engRequestEventSubjects: Record<EngRequestEvent, (quote: string) => string> = {
  answered: (quote) => `AirQuote: engineering request answered on ${quote}`,
  UnderReview: (quote) => `AirQuote: engineering request taken under review on ${quote}`,
  NeedMoreInfo: (quote) => `AirQuote: engineering asks for more information on ${quote}`,
  Approved: (quote) => `AirQuote: engineering request approved on ${quote}`,
  Rejected: (quote) => `AirQuote: engineering request rejected on ${quote}`,
};

/** A change of an engineering request's status, mailed to the other party. */
export function engRequestStatusMail(
  to: string,
  change: {
    actorName: string;
    quoteLabel: string;
    projectName: string;
    statusLabel: string;
    event: EngRequestEvent;
    note: string;
    ended: boolean;
  },
  url: string,
): MailMessage {
  const what =
    change.event === 'answered'
      ? `${change.actorName} answered the question on the engineering request on ${change.quoteLabel} of project ${change.projectName}; the request is ${change.statusLabel} again, continue the review.`
      : `${change.actorName} set the engineering request on ${change.quoteLabel} of project ${change.projectName} to ${change.statusLabel}.`;
  return message(
    to,
    engRequestEventSubjects[change.event](change.quoteLabel),
    [
      what,
      ...(change.note ? [`${change.event === 'answered' ? 'Answer' : 'Note'}: ${change.note}`] : []),
      ...(change.ended ? ['The engineering review has ended; the quote is open again.'] : []),
    ],
    { label: 'Open the quote', url },
  );
}

/** An order request, mailed to every order processing user (issue 5 part 5). */
export function orderRequestMail(
  to: string,
  order: {
    requesterName: string;
    orderNumber: string;
    quoteLabel: string;
    projectName: string;
    poNumber: string;
    requestedShipDate: string;
    /** As the API writes it ("13980.00"); the mail shows dollars ("$13,980.00"). */
    total: string | null;
    note: string;
  },
  url: string,
): MailMessage {
  return message(
    to,
    `AirQuote: order ${order.orderNumber} requested (${order.quoteLabel})`,
    [
      `${order.requesterName} ordered ${order.quoteLabel} of project ${order.projectName}.`,
      `PO number ${order.poNumber}, requested ship date ${order.requestedShipDate}${order.total ? `, total ${formatDollars(order.total)}` : ''}.`,
      ...(order.note ? [`Note: ${order.note}`] : []),
      'Enter the order, then mark it shipped; or cancel it with a note.',
    ],
    { label: 'Open the order', url },
  );
}

/** A change of an order's status, mailed to whoever requested the order. */
export function orderStatusMail(
  to: string,
  change: {
    actorName: string;
    orderNumber: string;
    quoteLabel: string;
    statusLabel: string;
    note: string;
    /** Issue 15 item 6: ERP number, ship dates per line, carrier and tracking, one line each. */
    details?: string[];
    /** The order acknowledgement (Entered): its subject says so. */
    acknowledged?: boolean;
  },
  url: string,
): MailMessage {
  return message(
    to,
    change.acknowledged
      ? `AirQuote: order ${change.orderNumber} acknowledged (${change.statusLabel})`
      : `AirQuote: order ${change.orderNumber} ${change.statusLabel}`,
    [
      change.acknowledged
        ? `${change.actorName} acknowledged order ${change.orderNumber} (${change.quoteLabel}); it is now ${change.statusLabel}.`
        : `${change.actorName} set order ${change.orderNumber} (${change.quoteLabel}) to ${change.statusLabel}.`,
      ...(change.details ?? []),
      ...(change.note ? [`Note: ${change.note}`] : []),
    ],
    { label: 'Open the order', url },
  );
}
