import {
  engRequestMessages,
  type ProjectQuoteEngRequest,
} from '@airquote/shared/contracts/quote/eng-request-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import {
  type EngRequestStatusId,
  engRequestStatusLabels,
  engRequestStatusNameOf,
  isFinalEngRequestStatus,
} from '@airquote/shared/rules/eng-request-status';
import { decideQuoteAction } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import {
  deleteEngRequest,
  type EngRequestListRow,
  findEngRequest,
  findOpenEngRequest,
  insertEngRequest,
  selectEngRequestNotes,
  selectEngRequests,
} from './eng-request.repository.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import { findVisibleQuote, lockVisibleQuote, type QuoteRow } from './quote.repository.ts';
import { machineStateOf, requireAllowed } from './quote-status-change.ts';
import { recordQuoteStep } from './quote-step.service.ts';

export const engStatusNameOf = (status: number) => engRequestStatusNameOf[status as EngRequestStatusId];

/**
 * Engineering requests live on quotes, which Engineers may not see (spec section 6): their
 * engineering.request permission alone opens none of these calls, so they get 403 like every quote call.
 */
export function requireQuoteView(actor: Actor): void {
  if (!actor.capabilities.has('quote.view')) throw forbidden(engRequestMessages.cannotSeeQuotes);
}

/**
 * One step of an engineering request, in the actor's transaction: the event and the request's
 * history note (author and time), on the quote's notes too (kind EngineeringReview).
 */
export async function recordEngStep(
  db: DatabaseOrTransaction,
  actor: Actor,
  quote: QuoteRow,
  step: { requestId: number | null; action: string; summary: string; note: string },
): Promise<void> {
  await recordQuoteStep(db, actor, quote, {
    kind: 'EngineeringReview',
    action: step.action,
    summary: step.summary,
    note: step.note,
    engRequestId: step.requestId,
  });
}

/** The requests of a quote (only these ids when given) with their notes, as the contract has them. */
export async function loadEngRequests(
  db: DatabaseOrTransaction,
  quoteId: number,
  ids?: readonly number[],
): Promise<ProjectQuoteEngRequest[]> {
  const rows = await selectEngRequests(db, quoteId, ids);
  const notes = await selectEngRequestNotes(
    db,
    rows.map((row) => row.projectQuoteEngRequestId),
  );
  return rows.map((row: EngRequestListRow) => {
    const name = engStatusNameOf(row.status);
    return {
      ProjectQuoteEngRequestId: row.projectQuoteEngRequestId,
      ProjectQuoteId: row.projectQuoteId,
      Description: row.description,
      Status: row.status,
      StatusName: name ? engRequestStatusLabels[name] : String(row.status),
      IsSent: row.sentAt !== null,
      RequestedByName: row.requestedByName,
      DateCreated: row.dateCreated.toISOString(),
      SentAt: row.sentAt?.toISOString() ?? null,
      ReviewedByName: row.reviewedByName,
      DateModified: row.dateModified.toISOString(),
      Notes: notes
        .filter((note) => note.projectQuoteEngRequestId === row.projectQuoteEngRequestId)
        .map((note) => ({
          ProjectQuoteNoteId: note.projectQuoteNoteId,
          Note: note.note,
          AuthorName: note.authorName,
          At: note.at.toISOString(),
        })),
      RowVersion: row.rowVersion,
    };
  });
}

export async function loadEngRequest(db: DatabaseOrTransaction, quoteId: number, id: number) {
  const [request] = await loadEngRequests(db, quoteId, [id]);
  if (!request) throw notFound(engRequestMessages.notFound);
  return request;
}

/** GET ProjectQuoteEngRequest/GetByProjectQuoteId/{id}: every request of the quote, oldest first. */
export async function getEngRequests(deps: AppDeps, actor: Actor, quoteId: number) {
  if (!(await findVisibleQuote(deps.db, actor, quoteId))) throw notFound(quoteServiceMessages.quoteNotFound);
  return loadEngRequests(deps.db, quoteId);
}

/** POST ProjectQuoteEngRequest: a draft on an open quote, at most one open request per quote. */
export async function createEngRequest(
  deps: AppDeps,
  actor: Actor,
  input: { ProjectQuoteId: number; Description: string },
): Promise<ProjectQuoteEngRequest> {
  requireQuoteView(actor);
  const id = await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, actor, input.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    const { quote } = locked;
    requireAllowed(decideQuoteAction(machineStateOf(quote), 'RequestEngineeringReview', actor));
    if (await findOpenEngRequest(tx, quote.projectQuoteId)) throw badRequest(engRequestMessages.openExists);
    const row = await insertEngRequest(tx, {
      projectQuoteId: quote.projectQuoteId,
      description: input.Description,
      requestedByUserId: actor.userId,
    });
    await recordEngStep(tx, actor, quote, {
      requestId: row.projectQuoteEngRequestId,
      action: 'EngRequestDrafted',
      summary: 'Drafted an engineering request',
      note: `Drafted an engineering request: ${input.Description}`,
    });
    return row.projectQuoteEngRequestId;
  });
  return loadEngRequest(deps.db, input.ProjectQuoteId, id);
}

/**
 * DELETE ProjectQuoteEngRequest/{id}: a draft, or a sent request whose review ended without an
 * answer (the quote was cancelled meanwhile), or the quote could never be reviewed again. A request
 * waiting in review, and an approved or rejected one, stay.
 */
export async function removeEngRequest(deps: AppDeps, actor: Actor, id: number) {
  requireQuoteView(actor);
  await deps.db.transaction(async (tx) => {
    const row = await findEngRequest(tx, id);
    const locked = row && (await lockVisibleQuote(tx, actor, row.projectQuoteId));
    if (!row || !locked) throw notFound(engRequestMessages.notFound);
    const { quote } = locked;
    const status = engStatusNameOf(row.status);
    if (status && isFinalEngRequestStatus(status)) throw badRequest(engRequestMessages.ended);
    if (row.sentAt !== null && quote.status === QuoteStatus.EngReview)
      throw badRequest(engRequestMessages.alreadySent);
    if (!(await deleteEngRequest(tx, id))) throw badRequest(engRequestMessages.ended);
    await recordEngStep(tx, actor, quote, {
      requestId: null,
      action: 'EngRequestRemoved',
      summary: 'Removed an engineering request',
      note: `Removed the engineering request: ${row.description}`,
    });
  });
  return { Success: true };
}
