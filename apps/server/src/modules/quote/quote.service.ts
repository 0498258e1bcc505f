import type { UpsertProjectQuoteBody } from '@airquote/shared/contracts/quote/upsert-project-quote';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import {
  decideQuoteAction,
  decideStatusChange,
  quoteStatusNameOf,
} from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { changedFields, recordEvent } from '../event-log/event-log.service.ts';
import { requireRequirementsMetOrOverridden } from '../line-item/line-item-requirements.ts';
import { requireVisibleProject, touchProject } from '../project/project-access.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import {
  insertQuote,
  lockVisibleQuote,
  nextQuoteNumber,
  type QuoteRow,
  replaceQuoteSchedules,
  selectQuoteScheduleIds,
  updateQuoteIfVersion,
} from './quote.repository.ts';
import {
  defaultValidUntil,
  quoteSnapshot,
  requireBrand,
  requireFutureValidUntil,
  requireProjectSchedules,
} from './quote-fields.ts';
import { loadQuote } from './quote-read.service.ts';
import { reviseQuote } from './quote-revision.service.ts';
import { machineStateOf, quoteLabel, recordStatusChange, requireAllowed } from './quote-status-change.ts';

/** POST projectquote: create, change or revise (CreateRevision); answers the quote as GET does. */
export async function upsertQuote(deps: AppDeps, actor: Actor, body: UpsertProjectQuoteBody) {
  const quoteId = await deps.db.transaction(async (tx) => {
    if (body.ProjectQuoteId === null) return createQuote(tx, actor, body);
    const locked = await lockVisibleQuote(tx, actor, body.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    if (body.ProjectId !== null && body.ProjectId !== locked.quote.projectId)
      throw badRequest(quoteServiceMessages.projectMismatch);
    assertRowVersion(locked.quote, body.RowVersion ?? 0);
    if (body.CreateRevision) return reviseQuote(tx, actor, locked.quote, body);
    await updateQuote(tx, actor, locked.quote, body);
    return locked.quote.projectQuoteId;
  });
  return loadQuote(deps.db, actor, quoteId);
}

/** Creates an open quote in the caller's transaction (also used by quoting every bidding contractor, issue 17). */
export async function createQuote(
  tx: Transaction,
  actor: Actor,
  body: UpsertProjectQuoteBody,
): Promise<number> {
  const project = await requireVisibleProject(tx, actor, body.ProjectId ?? 0);
  if (body.QuoteStatusId !== null && body.QuoteStatusId !== QuoteStatus.Open)
    throw badRequest(quoteServiceMessages.newQuoteStatus);
  const scheduleIds = await requireProjectSchedules(tx, project.projectId, body.ProjectScheduleIds ?? []);
  await requireRequirementsMetOrOverridden(tx, scheduleIds);
  const quote = await insertQuote(tx, {
    projectId: project.projectId,
    quoteNumber: await nextQuoteNumber(tx),
    revision: 1,
    status: QuoteStatus.Open,
    brandId: await requireBrand(tx, body.BrandId ?? project.brandId),
    transactionType: body.TransactionType ?? 1,
    validUntil: body.ValidUntil === null ? defaultValidUntil() : requireFutureValidUntil(body.ValidUntil),
    createdByUserId: actor.userId,
    modifiedByUserId: actor.userId,
  });
  await replaceQuoteSchedules(tx, quote.projectQuoteId, scheduleIds);
  await touchProject(tx, actor, project.projectId);
  await recordEvent(tx, actor, {
    projectId: project.projectId,
    entityType: 'ProjectQuote',
    entityId: quote.projectQuoteId,
    action: 'Created',
    summary: `Created ${quoteLabel(quote)}`,
    after: { QuoteNumber: quote.quoteNumber, Revision: quote.revision, ...quoteSnapshot(quote, scheduleIds) },
  });
  return quote.projectQuoteId;
}

/**
 * Changes the quote's fields and/or its status. A status chosen directly goes through the status
 * machine (hold, resume, cancel, reopen); content may change only in the status the quote ends in
 * being open or on hold (so an admin can reopen and correct a cancelled quote in one save).
 */
async function updateQuote(
  tx: Transaction,
  actor: Actor,
  quote: QuoteRow,
  body: UpsertProjectQuoteBody,
): Promise<void> {
  const state = machineStateOf(quote);
  const statusDecision =
    body.QuoteStatusId === null
      ? null
      : decideStatusChange(
          state,
          quoteStatusNameOf[body.QuoteStatusId as keyof typeof quoteStatusNameOf],
          actor,
        );
  const statusChange = statusDecision === null ? null : requireAllowed(statusDecision);

  const currentScheduleIds =
    (await selectQuoteScheduleIds(tx, [quote.projectQuoteId])).get(quote.projectQuoteId) ?? [];
  const next = {
    brandId: body.BrandId ?? quote.brandId,
    transactionType: body.TransactionType ?? quote.transactionType,
    validUntil: body.ValidUntil ?? quote.validUntil,
  };
  const nextScheduleIds =
    body.ProjectScheduleIds === null
      ? currentScheduleIds
      : [...new Set(body.ProjectScheduleIds)].sort((a, b) => a - b);
  const change = changedFields(
    quoteSnapshot(quote, currentScheduleIds),
    quoteSnapshot(next, nextScheduleIds),
  );
  if (change.names.length === 0 && statusChange === null) return;

  if (change.names.length > 0) {
    const endState = { ...state, status: statusChange?.to ?? state.status };
    requireAllowed(decideQuoteAction(endState, 'Edit', actor));
    if (next.brandId !== quote.brandId) await requireBrand(tx, next.brandId);
    if (next.validUntil !== quote.validUntil) requireFutureValidUntil(next.validUntil);
    if (change.names.includes('ProjectScheduleIds')) {
      await requireProjectSchedules(tx, quote.projectId, nextScheduleIds);
      await requireRequirementsMetOrOverridden(
        tx,
        nextScheduleIds.filter((id) => !currentScheduleIds.includes(id)),
      );
    }
  }
  const updated = updatedOrStale(
    await updateQuoteIfVersion(tx, quote.projectQuoteId, quote.rowVersion, {
      ...next,
      ...(statusChange ? { status: QuoteStatus[statusChange.to] } : {}),
      modifiedByUserId: actor.userId,
    }),
  );
  if (change.names.includes('ProjectScheduleIds'))
    await replaceQuoteSchedules(tx, quote.projectQuoteId, nextScheduleIds);
  await touchProject(tx, actor, quote.projectId);
  if (statusChange)
    await recordStatusChange(tx, actor, updated, statusChange.from, statusChange.to, statusChange.action);
  if (change.names.length > 0)
    await recordEvent(tx, actor, {
      projectId: quote.projectId,
      entityType: 'ProjectQuote',
      entityId: quote.projectQuoteId,
      action: 'Updated',
      summary: `Changed ${change.names.join(', ')} of ${quoteLabel(quote)}`,
      before: change.before,
      after: change.after,
    });
}
