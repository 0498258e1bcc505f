import {
  ACCEPTANCE_LINK_DAYS,
  acceptanceMessages as messages,
  type PublicQuote,
  type QuoteAcceptance,
} from '@airquote/shared/contracts/quote-acceptance/quote-acceptance-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { BinaryResult } from '../../plugins/contract-route.ts';
import type { Actor } from '../auth/actor.ts';
import { createResetToken, hashResetToken } from '../auth/reset-token.ts';
import { loadQuoteDocument } from '../document/quote-document.service.ts';
import { renderQuotePdf } from '../document/quote-pdf.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { selectQuoteAddressee } from '../project-party/project-party.repository.ts';
import { quoteServiceMessages } from '../quote/quote.messages.ts';
import { findVisibleQuote, lockVisibleQuote } from '../quote/quote.repository.ts';
import { quoteAnsweredMail, quoteForAcceptanceMail } from './quote-acceptance.mail.ts';
import {
  type AcceptanceRow,
  findAcceptanceByTokenHash,
  findProjectCompanyName,
  findProjectName,
  findQuoteById,
  findUser,
  insertAcceptance,
  recordAcceptanceAnswer,
  selectAcceptanceRows,
} from './quote-acceptance.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Expires after 30 days or at the end of the quote's validity day (UTC), whichever is sooner. */
export function acceptanceExpiry(now: Date, validUntil: string): Date {
  const endOfValidity = new Date(`${validUntil}T23:59:59.999Z`);
  const byDays = new Date(now.getTime() + ACCEPTANCE_LINK_DAYS * DAY_MS);
  return byDays < endOfValidity ? byDays : endOfValidity;
}

function statusOf(row: AcceptanceRow, now = new Date()): QuoteAcceptance['Status'] {
  if (row.decision === 'Accepted' || row.decision === 'Declined') return row.decision;
  return row.expiresAt <= now ? 'Expired' : 'Open';
}

const toAcceptance = (row: AcceptanceRow): QuoteAcceptance => ({
  QuoteAcceptanceId: row.quoteAcceptanceId,
  SentToName: row.sentToName,
  SentToEmail: row.sentToEmail,
  DateSent: row.dateSent.toISOString(),
  ExpiresAt: row.expiresAt.toISOString(),
  Status: statusOf(row),
  DecidedAt: row.usedAt?.toISOString() ?? null,
  SignerName: row.signerName,
  SignerTitle: row.signerTitle,
  Signature: row.signature,
  DeclineReason: row.declineReason,
  IpAddress: row.ipAddress,
  UserAgent: row.userAgent,
});

async function selectAcceptances(db: DatabaseOrTransaction, quoteId: number) {
  const rows = await selectAcceptanceRows(db, quoteId);
  return rows.map(toAcceptance);
}

const quoteUrl = (deps: AppDeps, projectId: number, quoteId: number) =>
  `${deps.env.appUrl}/topmenu/project/project-detail/${projectId}/project-quote-form?projectQuoteId=${quoteId}`;

/** GET: what was sent and answered, for anyone who may see the quote (no prices in it). */
export async function getQuoteAcceptances(deps: AppDeps, viewer: Actor, quoteId: number) {
  if (!(await findVisibleQuote(deps.db, viewer, quoteId))) throw notFound(quoteServiceMessages.quoteNotFound);
  return selectAcceptances(deps.db, quoteId);
}

/**
 * POST send: a new single-use link (only its SHA-256 hash is stored) mailed through the outbox to the
 * contact the open quote is addressed to. Only a reader of prices may send: the page shows them.
 */
export async function sendQuoteForAcceptance(deps: AppDeps, actor: Actor, body: { ProjectQuoteId: number }) {
  if (!actor.canSeePrices) throw forbidden(messages.needsPrices);
  await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, actor, body.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    const { quote, projectName } = locked;
    if (quote.status !== QuoteStatus.Open) throw badRequest(messages.notOpen);
    const now = new Date();
    if (quote.validUntil < now.toISOString().slice(0, 10)) throw badRequest(messages.validityPassed);
    const addressee = await selectQuoteAddressee(tx, quote.projectQuoteId);
    if (!addressee) throw badRequest(messages.noAddressee);
    if (!addressee.EmailAddress) throw badRequest(messages.noEmail);
    const sender = await findUser(tx, actor.userId);
    const companyName = (await findProjectCompanyName(tx, quote.projectId)) ?? 'your rep';
    const { token, tokenHash } = createResetToken();
    const expiresAt = acceptanceExpiry(now, quote.validUntil);
    await insertAcceptance(tx, {
      projectQuoteId: quote.projectQuoteId,
      tokenHash,
      sentToEmail: addressee.EmailAddress,
      sentToName: addressee.ContactName,
      sentByUserId: actor.userId,
      expiresAt,
    });
    const url = `${deps.env.appUrl}/accept-quote?token=${encodeURIComponent(token)}`;
    await enqueueMail(
      tx,
      quoteForAcceptanceMail(
        addressee.EmailAddress,
        {
          contactName: addressee.ContactName,
          repName: sender ? `${sender.firstName} ${sender.lastName}` : 'Your rep',
          fromCompany: companyName,
          quoteLabel: `${quote.quoteNumber} rev ${quote.revision}`,
          projectName,
          expiresOn: expiresAt.toISOString().slice(0, 10),
        },
        url,
      ),
    );
  });
  deps.mailWorker.kick();
  return selectAcceptances(deps.db, body.ProjectQuoteId);
}

/** The link's row if it can still be used; the refusal a recipient can act on otherwise. */
async function requireUsableLink(db: DatabaseOrTransaction, token: string, lock: boolean) {
  const row = await findAcceptanceByTokenHash(db, hashResetToken(token), lock);
  if (!row) throw badRequest(messages.linkInvalid);
  if (row.usedAt) throw new HttpError(410, messages.linkUsed);
  if (row.expiresAt <= new Date()) throw new HttpError(410, messages.linkExpired);
  const quote = await findQuoteById(db, row.projectQuoteId);
  // A quote cancelled, revised or ordered since the link was sent is no longer on offer.
  if (!quote || quote.status !== QuoteStatus.Open || quote.supersededByQuoteId !== null)
    throw new HttpError(410, messages.linkExpired);
  return { row, quote };
}

/**
 * The quote as the sender priced it: the recipient sees what the rep proposed. The reader is the
 * sender, who could see prices when sending (checked then) and is a reader of this quote.
 */
function senderReader(row: AcceptanceRow): Actor {
  return {
    userId: row.sentByUserId,
    impersonatorUserId: null,
    // Visibility was checked when the link was sent; the link itself is the permission now.
    isInternal: true,
    canSeePrices: true,
    canProcess: false,
    permissions: new Set(),
    capabilities: new Set(),
    requestId: `acceptance-${row.quoteAcceptanceId}`,
    session: undefined as never,
  };
}

export async function viewPublicQuote(deps: AppDeps, body: { Token: string }): Promise<PublicQuote> {
  const { row } = await requireUsableLink(deps.db, body.Token, false);
  const { quote, data } = await loadQuoteDocument(deps.db, senderReader(row), row.projectQuoteId);
  return {
    QuoteNumber: quote.QuoteNumber,
    Revision: quote.Revision,
    ProjectName: quote.ProjectName,
    FromCompany: data.companyName,
    RepName: data.proposal?.rep.name ?? '',
    RepEmail: data.proposal?.rep.emailAddress ?? '',
    ToCompany: data.proposal?.addressee?.companyName ?? '',
    ToContact: data.proposal?.addressee?.contactName ?? '',
    ValidUntil: data.validUntil,
    LinkExpiresAt: row.expiresAt.toISOString(),
    Lines: data.schedules.flatMap((schedule) =>
      schedule.lines.map((line) => ({
        Tag: line.tag,
        Qty: line.qty,
        Model: line.modelName,
        CodeString: line.codeString,
        Options: line.optionsInWords ?? [],
        ExtendedNetPrice: line.extendedNetPrice,
      })),
    ),
    NetAdds: data.netAdds.map((netAdd) => ({
      Type: netAdd.type,
      Description: netAdd.description,
      Amount: netAdd.amount,
    })),
    Total: data.totals?.total ?? null,
  };
}

export async function getPublicQuotePdf(deps: AppDeps, body: { Token: string }): Promise<BinaryResult> {
  const { row } = await requireUsableLink(deps.db, body.Token, false);
  const { data } = await loadQuoteDocument(deps.db, senderReader(row), row.projectQuoteId);
  return {
    contentType: 'application/pdf',
    body: await renderQuotePdf(data),
    fileName: `Quote-${data.quoteNumber.replace(/[^\w-]/g, '_')}-R${data.revision}.pdf`,
    disposition: 'attachment',
    cacheControl: 'private, no-store',
  };
}

type Answer =
  | { decision: 'Accepted'; name: string; title: string; signature: string }
  | { decision: 'Declined'; reason: string };

/** Uses the link up with the answer, who gave it, when and from where; mails the rep who sent it. */
export async function answerPublicQuote(
  deps: AppDeps,
  token: string,
  answer: Answer,
  origin: { ip: string; userAgent: string },
) {
  const result = await deps.db.transaction(async (tx) => {
    const { row, quote } = await requireUsableLink(tx, token, true);
    const now = new Date();
    await recordAcceptanceAnswer(tx, row.quoteAcceptanceId, {
      usedAt: now,
      decision: answer.decision,
      signerName: answer.decision === 'Accepted' ? answer.name : null,
      signerTitle: answer.decision === 'Accepted' ? answer.title : null,
      signature: answer.decision === 'Accepted' ? answer.signature : null,
      declineReason: answer.decision === 'Declined' ? answer.reason : null,
      ipAddress: origin.ip.slice(0, 100),
      userAgent: origin.userAgent.slice(0, 500),
    });
    const rep = await findUser(tx, row.sentByUserId);
    const label = `${quote.quoteNumber} rev ${quote.revision}`;
    const projectName = await findProjectName(tx, quote.projectId);
    if (rep)
      await enqueueMail(
        tx,
        quoteAnsweredMail(
          rep.emailAddress,
          {
            decision: answer.decision,
            quoteLabel: label,
            projectName: projectName ?? '',
            who:
              answer.decision === 'Accepted'
                ? `${answer.name} (${answer.title}) for ${row.sentToName} <${row.sentToEmail}>`
                : `${row.sentToName} <${row.sentToEmail}>`,
            reason: answer.decision === 'Declined' ? answer.reason : null,
            at: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
          },
          quoteUrl(deps, quote.projectId, quote.projectQuoteId),
        ),
      );
    return { Decision: answer.decision, QuoteNumber: label, DecidedAt: now.toISOString() };
  });
  deps.mailWorker.kick();
  return result;
}
