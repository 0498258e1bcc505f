import { engRequestMessages } from '@airquote/shared/contracts/quote/eng-request-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import {
  decideEngRequestStatus,
  type EngRequestParty,
  engRequestStatusLabels,
} from '@airquote/shared/rules/eng-request-status';
import { decideQuoteAction } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { engRequestMail, engRequestStatusMail } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  findEngRequest,
  findOpenEngRequest,
  markSent,
  selectApplicationEngineers,
  updateStatusIfVersion,
  userOf,
} from './eng-request.repository.ts';
import { engStatusNameOf, loadEngRequest, recordEngStep, requireQuoteView } from './eng-request.service.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import { lockVisibleQuote, type QuoteRow } from './quote.repository.ts';
import { applyQuoteAction, machineStateOf, quoteLabel, requireAllowed } from './quote-status-change.ts';

function quoteUrl(deps: AppDeps, quote: QuoteRow): string {
  return `${deps.env.appUrl}/topmenu/project/project-detail/${quote.projectId}/project-quote-form?projectQuoteId=${quote.projectQuoteId}`;
}

/**
 * POST ProjectQuote/SendEngRequestEmail: sends the quote's draft request. The quote moves
 * Open → EngReview and every active ApplicationEngineering user is mailed through the outbox.
 */
export async function sendEngRequest(
  deps: AppDeps,
  actor: Actor,
  input: { ProjectQuoteId: number; RowVersion: number; Note: string },
) {
  requireQuoteView(actor);
  const requestId = await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, actor, input.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    const { quote, projectName } = locked;
    requireAllowed(decideQuoteAction(machineStateOf(quote), 'RequestEngineeringReview', actor));
    assertRowVersion(quote, input.RowVersion);
    const draft = await findOpenEngRequest(tx, quote.projectQuoteId);
    if (!draft || draft.sentAt !== null) throw badRequest(engRequestMessages.nothingToSend);
    const engineers = await selectApplicationEngineers(tx);
    if (engineers.length === 0) throw badRequest(engRequestMessages.noReviewers);
    updatedOrStale(await markSent(tx, draft.projectQuoteEngRequestId));
    const moved = await applyQuoteAction(tx, actor, quote, 'RequestEngineeringReview');
    const extra = input.Note ? ` Note: ${input.Note}` : '';
    await recordEngStep(tx, actor, moved, {
      requestId: draft.projectQuoteEngRequestId,
      action: 'EngRequestSent',
      summary: `Sent an engineering request to ${engineers.length} application engineer(s)`,
      note: `Sent the engineering request to application engineering.${extra}`,
    });
    const requester = await userOf(tx, actor.userId);
    for (const engineer of engineers)
      await enqueueMail(
        tx,
        engRequestMail(
          engineer.emailAddress,
          {
            requesterName: requester.name,
            quoteLabel: quoteLabel(quote),
            projectName,
            description: draft.description,
            note: input.Note,
          },
          quoteUrl(deps, quote),
        ),
      );
    return draft.projectQuoteEngRequestId;
  });
  deps.mailWorker.kick();
  return loadEngRequest(deps.db, input.ProjectQuoteId, requestId);
}

/**
 * PUT ProjectQuoteEngRequest/status (not named by the spec): one step of docs/domain.md section 6's flow
 * (packages/shared/src/rules/eng-request-status.ts). Application engineering takes it under review,
 * approves, rejects or asks for more information; the requesting side answers. Approved or Rejected
 * returns the quote to Open. Each step is a note, an event and a mail to the other party.
 */
export async function changeEngRequestStatus(
  deps: AppDeps,
  actor: Actor,
  input: { ProjectQuoteEngRequestId: number; Status: number; Note: string; RowVersion: number },
) {
  requireQuoteView(actor);
  const quoteId = await deps.db.transaction(async (tx) => {
    const row = await findEngRequest(tx, input.ProjectQuoteEngRequestId);
    const locked = row && (await lockVisibleQuote(tx, actor, row.projectQuoteId));
    if (!row || !locked) throw notFound(engRequestMessages.notFound);
    const { quote, projectName } = locked;
    const from = engStatusNameOf(row.status);
    const to = engStatusNameOf(input.Status);
    if (!from || !to) throw badRequest('Choose an engineering request status from the list.');
    if (row.sentAt === null) throw badRequest(engRequestMessages.notSent);
    const parties = new Set<EngRequestParty>();
    if (actor.capabilities.has('engineering.review')) parties.add('reviewer');
    if (actor.capabilities.has('engineering.request')) parties.add('requester');
    const decision = decideEngRequestStatus(from, to, parties, input.Note);
    if (!decision.allowed)
      throw decision.reason === 'party' ? forbidden(decision.message) : badRequest(decision.message);
    // A review that ended without an answer (the quote was cancelled) cannot go on.
    if (quote.status !== QuoteStatus.EngReview) throw badRequest(engRequestMessages.reviewEnded);
    updatedOrStale(
      await updateStatusIfVersion(tx, row.projectQuoteEngRequestId, input.RowVersion, {
        status: input.Status,
        ...(decision.by === 'reviewer' ? { reviewedByUserId: actor.userId } : {}),
      }),
    );
    const label = engRequestStatusLabels[to];
    const extra = input.Note ? ` ${input.Note}` : '';
    const answered = decision.by === 'requester';
    await recordEngStep(tx, actor, quote, {
      requestId: row.projectQuoteEngRequestId,
      action: decision.by === 'requester' ? 'EngRequestAnswered' : `EngRequest${to}`,
      summary:
        decision.by === 'requester'
          ? 'Answered the engineering request'
          : `Set the engineering request to ${label}`,
      note: `${answered ? 'Answered: ' : ''}${engRequestStatusLabels[from]} → ${label}.${extra}`,
    });
    // The quote row moved (touchQuote leaves row_version alone), so the action sees the locked version.
    if (decision.ends) await applyQuoteAction(tx, actor, quote, 'AnswerEngineeringReview');
    const actorName = (await userOf(tx, actor.userId)).name;
    const recipients =
      decision.by === 'reviewer'
        ? [row.requestedByUserId]
        : row.reviewedByUserId !== null
          ? [row.reviewedByUserId]
          : (await selectApplicationEngineers(tx)).map((engineer) => engineer.userId);
    for (const userId of recipients)
      await enqueueMail(
        tx,
        engRequestStatusMail(
          (await userOf(tx, userId)).emailAddress,
          {
            actorName,
            quoteLabel: quoteLabel(quote),
            projectName,
            statusLabel: label,
            event: answered ? 'answered' : (to as Exclude<typeof to, 'NotReviewed'>),
            note: input.Note,
            ended: decision.ends,
          },
          quoteUrl(deps, quote),
        ),
      );
    return quote.projectQuoteId;
  });
  deps.mailWorker.kick();
  return loadEngRequest(deps.db, quoteId, input.ProjectQuoteEngRequestId);
}
