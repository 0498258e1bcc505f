import { QuoteStatus } from '@airquote/shared/enums/lookups';
import {
  decideQuoteAction,
  type QuoteAction,
  type QuoteDecision,
  type QuoteMachineState,
  type QuoteStatusName,
  quoteStatusLabels,
  quoteStatusNameOf,
} from '@airquote/shared/rules/quote-status';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { touchProject } from '../project/project-access.ts';
import { type QuoteRow, updateQuoteIfVersion } from './quote.repository.ts';

export function statusNameOf(quote: Pick<QuoteRow, 'status'>): QuoteStatusName {
  const name = quoteStatusNameOf[quote.status as keyof typeof quoteStatusNameOf];
  if (!name) throw new Error(`quote status ${quote.status} is not a QuoteStatus`);
  return name;
}

/**
 * The machine's view of a stored quote. `hasPendingReview` comes from the review requests of parts
 * 3 and 4 (an open engineering request that asks for more information, for example).
 */
export function machineStateOf(
  quote: Pick<QuoteRow, 'status' | 'supersededByQuoteId'>,
  extra: { hasPendingReview?: boolean } = {},
): QuoteMachineState {
  return { status: statusNameOf(quote), isSuperseded: quote.supersededByQuoteId !== null, ...extra };
}

/** The decision if allowed; a refusal becomes a 400 with the machine's message. */
export function requireAllowed(decision: QuoteDecision): Extract<QuoteDecision, { allowed: true }> {
  if (!decision.allowed) throw badRequest(decision.message);
  return decision;
}

export function quoteLabel(quote: Pick<QuoteRow, 'quoteNumber' | 'revision'>): string {
  return `quote ${quote.quoteNumber} revision ${quote.revision}`;
}

/** The event of a status change, in the actor's transaction. */
export async function recordStatusChange(
  db: DatabaseOrTransaction,
  actor: Actor,
  quote: QuoteRow,
  from: QuoteStatusName,
  to: QuoteStatusName,
  action: QuoteAction,
): Promise<void> {
  await recordEvent(db, actor, {
    projectId: quote.projectId,
    entityType: 'ProjectQuote',
    entityId: quote.projectQuoteId,
    action: 'StatusChanged',
    summary: `Changed the status of ${quoteLabel(quote)} from ${quoteStatusLabels[from]} to ${quoteStatusLabels[to]}`,
    before: { Status: from },
    after: { Status: to, Action: action },
  });
}

/**
 * Takes a status-machine action on a quote the actor locked (quote.repository lockVisibleQuote) in
 * the actor's transaction: decides it (400 with the machine's message when refused), stores the new
 * status (409 if the row moved meanwhile), moves the project's date_modified and writes the event.
 * Parts 3–5 call it: RequestEngineeringReview / AnswerEngineeringReview, RequestMultiplierReview /
 * DecideMultiplierReview and Order; the quote form's hold, resume, cancel and reopen go through
 * decideStatusChange in the upsert.
 */
export async function applyQuoteAction(
  db: DatabaseOrTransaction,
  actor: Actor,
  quote: QuoteRow,
  action: Exclude<QuoteAction, 'Edit' | 'Revise'>,
  extra: { hasPendingReview?: boolean } = {},
): Promise<QuoteRow> {
  const decision = requireAllowed(decideQuoteAction(machineStateOf(quote, extra), action, actor));
  const updated = updatedOrStale(
    await updateQuoteIfVersion(db, quote.projectQuoteId, quote.rowVersion, {
      status: QuoteStatus[decision.to],
      modifiedByUserId: actor.userId,
    }),
  );
  await touchProject(db, actor, quote.projectId);
  await recordStatusChange(db, actor, updated, decision.from, decision.to, action);
  return updated;
}
