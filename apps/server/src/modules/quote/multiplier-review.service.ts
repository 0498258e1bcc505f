import { catMultiplierMessages } from '@airquote/shared/contracts/quote/cat-multiplier-schemas';
import { decideQuoteAction } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { requireRequirementsMetOrOverridden } from '../line-item/line-item-requirements.ts';
import { multiplierDecisionMail, multiplierRequestMail } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  type CatMultiplierListRow,
  countDraftsBelowStandard,
  countWaiting,
  decideIfVersion,
  findCatMultiplier,
  findProjectCompanyId,
  selectCatMultipliers,
  selectReviewers,
  sendDrafts,
} from './cat-multiplier.repository.ts';
import {
  getActiveMultiplierRequest,
  recordMultiplierStep,
  toCatMultiplier,
} from './cat-multiplier.service.ts';
import { userOf } from './eng-request.repository.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import { lockVisibleQuote, type QuoteRow, selectQuoteScheduleIds } from './quote.repository.ts';
import { applyQuoteAction, machineStateOf, quoteLabel, requireAllowed } from './quote-status-change.ts';

const appliedWithoutReview = 'Not below the standard multiplier: applied without review.';

function quoteUrl(deps: AppDeps, quote: QuoteRow): string {
  return `${deps.env.appUrl}/topmenu/project/project-detail/${quote.projectId}/project-quote-form?projectQuoteId=${quote.projectQuoteId}`;
}

const lineOf = (row: CatMultiplierListRow) =>
  `${row.categoryName}: ${row.requestedMultiplier} (standard ${row.standardMultiplier})`;

/**
 * POST ProjectQuote/SendMultipliersRequestEmail: sends the quote's drafts. Any below its standard
 * moves the quote Open → MultiplierReview and mails every reviewer through the outbox; drafts at the
 * standard are approved at once, and a request with none below applies without review.
 */
export async function sendMultipliersRequest(
  deps: AppDeps,
  actor: Actor,
  input: { ProjectQuoteId: number; RowVersion: number; Note: string },
) {
  const mailed = await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, actor, input.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    const { quote, projectName } = locked;
    requireAllowed(decideQuoteAction(machineStateOf(quote), 'RequestMultiplierReview', actor));
    assertRowVersion(quote, input.RowVersion);
    const drafts = await countDraftsBelowStandard(tx, quote.projectQuoteId);
    if (drafts.all === 0) throw badRequest(catMultiplierMessages.nothingToSend);
    await requireRequirementsMetOrOverridden(
      tx,
      (await selectQuoteScheduleIds(tx, [quote.projectQuoteId])).get(quote.projectQuoteId) ?? [],
    );
    const reviewers =
      drafts.below > 0 ? await selectReviewers(tx, await findProjectCompanyId(tx, quote.projectId)) : [];
    if (drafts.below > 0 && reviewers.length === 0) throw badRequest(catMultiplierMessages.noReviewers);
    const sent = await sendDrafts(tx, quote.projectQuoteId, actor.userId, appliedWithoutReview);
    const rows = await selectCatMultipliers(tx, quote.projectQuoteId, {
      ids: sent.map((row) => row.projectQuoteCatMultiplierId),
    });
    const lines = rows.map(lineOf);
    const extra = input.Note ? ` Note: ${input.Note}` : '';
    if (drafts.below === 0) {
      await recordMultiplierStep(tx, actor, quote, {
        action: 'MultipliersApplied',
        summary: 'Applied multipliers not below the standard',
        note: `Applied without review: ${lines.join('; ')}.${extra}`,
      });
      return false;
    }
    const moved = await applyQuoteAction(tx, actor, quote, 'RequestMultiplierReview');
    await recordMultiplierStep(tx, actor, moved, {
      action: 'MultiplierRequestSent',
      summary: `Sent a multiplier request to ${reviewers.length} reviewer(s)`,
      note: `Requested lower multipliers: ${lines.join('; ')}.${extra}`,
    });
    const requester = await userOf(tx, actor.userId);
    const pendingLines = rows.filter((row) => row.status === 'Pending').map(lineOf);
    for (const reviewer of reviewers)
      await enqueueMail(
        tx,
        multiplierRequestMail(
          reviewer.emailAddress,
          {
            requesterName: requester.name,
            quoteLabel: quoteLabel(quote),
            projectName,
            lines: pendingLines,
            note: input.Note,
          },
          quoteUrl(deps, quote),
        ),
      );
    return true;
  });
  if (mailed) deps.mailWorker.kick();
  return getActiveMultiplierRequest(deps, actor, input.ProjectQuoteId);
}

/**
 * PUT ProjectQuoteCatMultiplier/decide (not named by the spec): a reviewer of the quote approves or
 * rejects one category with a note. The last decision returns the quote to Open and mails the
 * requesters the outcome; approved multipliers then price the quote (quote-read.service.ts).
 */
export async function decideCatMultiplier(
  deps: AppDeps,
  actor: Actor,
  input: { ProjectQuoteCatMultiplierId: number; Approved: boolean; Note: string; RowVersion: number },
) {
  const result = await deps.db.transaction(async (tx) => {
    const row = await findCatMultiplier(tx, input.ProjectQuoteCatMultiplierId);
    const locked = row && (await lockVisibleQuote(tx, actor, row.projectQuoteId));
    if (!row || !locked) throw notFound(catMultiplierMessages.notFound);
    const { quote, projectName } = locked;
    if (row.status !== 'Pending') throw badRequest(catMultiplierMessages.alreadyDecided(row.status));
    if (row.sentAt === null) throw badRequest(catMultiplierMessages.notSent);
    requireAllowed(decideQuoteAction(machineStateOf(quote), 'DecideMultiplierReview', actor));
    const reviewers = await selectReviewers(tx, await findProjectCompanyId(tx, quote.projectId));
    if (!actor.capabilities.has('admin') && !reviewers.some((reviewer) => reviewer.userId === actor.userId))
      throw badRequest(catMultiplierMessages.notReviewer);
    const status = input.Approved ? 'Approved' : 'Rejected';
    updatedOrStale(
      await decideIfVersion(tx, row.projectQuoteCatMultiplierId, input.RowVersion, {
        status,
        decidedByUserId: actor.userId,
        decisionNote: input.Note,
      }),
    );
    const [decided] = await selectCatMultipliers(tx, quote.projectQuoteId, {
      ids: [row.projectQuoteCatMultiplierId],
    });
    if (!decided) throw notFound(catMultiplierMessages.notFound);
    await recordMultiplierStep(tx, actor, quote, {
      action: input.Approved ? 'MultiplierApproved' : 'MultiplierRejected',
      summary: `${status} the multiplier request for ${decided.categoryName}`,
      note: `${status} ${lineOf(decided)}. ${input.Note}`,
    });
    if ((await countWaiting(tx, quote.projectQuoteId)) > 0) return { decided, mailed: false };
    // The quote row moved (touchQuote leaves row_version alone), so the action sees the locked version.
    const reopened = await applyQuoteAction(tx, actor, quote, 'DecideMultiplierReview');
    const sameRequest = (await selectCatMultipliers(tx, quote.projectQuoteId)).filter(
      (other) => other.sentAt?.getTime() === row.sentAt?.getTime(),
    );
    const summary = sameRequest.map((other) => `${other.status}: ${lineOf(other)}`);
    await recordMultiplierStep(tx, actor, reopened, {
      action: 'MultiplierReviewDecided',
      summary: 'Decided the multiplier request',
      note: `Multiplier review decided: ${summary.join('; ')}.`,
    });
    const requesterIds = [...new Set(sameRequest.map((other) => other.requestedByUserId))];
    for (const requesterId of requesterIds) {
      const requester = await userOf(tx, requesterId);
      await enqueueMail(
        tx,
        multiplierDecisionMail(
          requester.emailAddress,
          { quoteLabel: quoteLabel(quote), projectName, lines: summary },
          quoteUrl(deps, quote),
        ),
      );
    }
    return { decided, mailed: true };
  });
  if (result.mailed) deps.mailWorker.kick();
  const [saved] = await selectCatMultipliers(deps.db, result.decided.projectQuoteId, {
    ids: [result.decided.projectQuoteCatMultiplierId],
  });
  return toCatMultiplier(saved ?? result.decided);
}
