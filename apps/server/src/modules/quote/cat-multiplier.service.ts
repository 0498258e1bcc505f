import {
  catMultiplierMessages,
  type MultiplierReviewer,
  type ProjectQuoteCatMultiplier,
} from '@airquote/shared/contracts/quote/cat-multiplier-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { parseMultiplier } from '@airquote/shared/rules/money';
import { decideQuoteAction } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { selectStandardMultipliers } from '../pricing/pricing.repository.ts';
import {
  type CatMultiplierListRow,
  deleteUndecided,
  findCatMultiplier,
  findProjectCompanyId,
  insertCatMultiplier,
  selectCatMultipliers,
  selectReviewers,
} from './cat-multiplier.repository.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import { findVisibleQuote, lockVisibleQuote, type QuoteRow } from './quote.repository.ts';
import { machineStateOf, requireAllowed } from './quote-status-change.ts';
import { recordQuoteStep } from './quote-step.service.ts';

export function toCatMultiplier(row: CatMultiplierListRow): ProjectQuoteCatMultiplier {
  return {
    ProjectQuoteCatMultiplierId: row.projectQuoteCatMultiplierId,
    ProjectQuoteId: row.projectQuoteId,
    ProductTypeCategoryId: row.productTypeCategoryId,
    ProductTypeCategoryName: row.categoryName,
    RequestedMultiplier: row.requestedMultiplier,
    StandardMultiplier: row.standardMultiplier,
    Status: row.status,
    IsSent: row.sentAt !== null,
    RequestedByName: row.requestedByName,
    DateCreated: row.dateCreated.toISOString(),
    SentAt: row.sentAt?.toISOString() ?? null,
    DecidedByName: row.decidedByName,
    DecidedAt: row.decidedAt?.toISOString() ?? null,
    DecisionNote: row.decisionNote,
    RowVersion: row.rowVersion,
  };
}

/**
 * One step of a multiplier request, in the actor's transaction: the event (no multiplier in it: the
 * event log is read by Engineers too, who see no price) and the quote note with the figures
 * (quote notes are read only by those who may see quotes, and a MultiplierReview note only by
 * readers of prices: quote-note.service.ts).
 */
export async function recordMultiplierStep(
  db: DatabaseOrTransaction,
  actor: Actor,
  quote: QuoteRow,
  step: { action: string; summary: string; note: string },
): Promise<void> {
  await recordQuoteStep(db, actor, quote, { kind: 'MultiplierReview', ...step });
}

async function visibleQuoteOrNotFound(deps: AppDeps, actor: Actor, quoteId: number) {
  const found = await findVisibleQuote(deps.db, actor, quoteId);
  if (!found) throw notFound(quoteServiceMessages.quoteNotFound);
  return found.quote;
}

/**
 * Every row names the requested and the standard multiplier: prices (spec section 6). A reader of the
 * quote without pricing.view (application engineering) is refused, as the pricing endpoints refuse;
 * the web asks only when the quote shows its totals, which such a reader never gets.
 */
function requirePrices(actor: Actor) {
  if (!actor.canSeePrices) throw forbidden();
}

/** GET ProjectQuoteCatMultiplier/GetByProjectQuoteId/{id}: every request row, oldest first. */
export async function getCatMultipliers(deps: AppDeps, actor: Actor, quoteId: number) {
  requirePrices(actor);
  await visibleQuoteOrNotFound(deps, actor, quoteId);
  return (await selectCatMultipliers(deps.db, quoteId)).map(toCatMultiplier);
}

/** GET ProjectQuote/GetActiveMultiplierRequest/{quoteId}: drafts and sent rows still undecided. */
export async function getActiveMultiplierRequest(deps: AppDeps, actor: Actor, quoteId: number) {
  requirePrices(actor);
  const quote = await visibleQuoteOrNotFound(deps, actor, quoteId);
  const rows = await selectCatMultipliers(deps.db, quoteId, { pendingOnly: true });
  return {
    ProjectQuoteId: quoteId,
    IsUnderReview: quote.status === QuoteStatus.MultiplierReview,
    CatMultipliers: rows.map(toCatMultiplier),
  };
}

/** GET ProjectQuoteCatMultiplier/GetQuoteMultiplierRequestReviewers/{quoteId}. */
export async function getMultiplierReviewers(
  deps: AppDeps,
  actor: Actor,
  quoteId: number,
): Promise<MultiplierReviewer[]> {
  const quote = await visibleQuoteOrNotFound(deps, actor, quoteId);
  const reviewers = await selectReviewers(deps.db, await findProjectCompanyId(deps.db, quote.projectId));
  return reviewers.map((row) => ({
    UserId: row.userId,
    Name: row.name,
    EmailAddress: row.emailAddress,
    ReviewerRole: row.reviewerRole,
  }));
}

/** POST ProjectQuoteCatMultiplier: a draft for one category of an open quote, at most the standard. */
export async function createCatMultiplier(
  deps: AppDeps,
  actor: Actor,
  input: { ProjectQuoteId: number; ProductTypeCategoryId: number; RequestedMultiplier: string },
): Promise<ProjectQuoteCatMultiplier> {
  const id = await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, actor, input.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    const { quote } = locked;
    requireAllowed(decideQuoteAction(machineStateOf(quote), 'RequestMultiplierReview', actor));
    const companyId = await findProjectCompanyId(tx, quote.projectId);
    const standards = await selectStandardMultipliers(tx, companyId, quote.transactionType);
    const standard = standards.get(input.ProductTypeCategoryId);
    if (standard === undefined) throw badRequest(catMultiplierMessages.noStandard);
    if ((parseMultiplier(input.RequestedMultiplier) ?? 0) > (parseMultiplier(standard) ?? 0))
      throw badRequest(catMultiplierMessages.aboveStandard(standard));
    const waiting = await selectCatMultipliers(tx, quote.projectQuoteId, { pendingOnly: true });
    if (waiting.some((row) => row.productTypeCategoryId === input.ProductTypeCategoryId))
      throw badRequest(catMultiplierMessages.duplicate);
    const row = await insertCatMultiplier(tx, {
      projectQuoteId: quote.projectQuoteId,
      productTypeCategoryId: input.ProductTypeCategoryId,
      requestedMultiplier: input.RequestedMultiplier,
      standardMultiplier: standard,
      requestedByUserId: actor.userId,
    });
    const [named] = await selectCatMultipliers(tx, quote.projectQuoteId, {
      ids: [row.projectQuoteCatMultiplierId],
    });
    await recordMultiplierStep(tx, actor, quote, {
      action: 'MultiplierRequestDrafted',
      summary: `Drafted a multiplier request for ${named?.categoryName ?? 'a category'}`,
      note: `Drafted a multiplier request for ${named?.categoryName}: ${input.RequestedMultiplier} (standard ${standard}).`,
    });
    return row.projectQuoteCatMultiplierId;
  });
  const [saved] = await selectCatMultipliers(deps.db, input.ProjectQuoteId, { ids: [id] });
  if (!saved) throw notFound(catMultiplierMessages.notFound);
  return toCatMultiplier(saved);
}

/** DELETE ProjectQuoteCatMultiplier/{id}: an undecided request not under review (a sent one waits for its decision). */
export async function deleteCatMultiplier(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<{ Success: boolean }> {
  await deps.db.transaction(async (tx) => {
    const row = await findCatMultiplier(tx, id);
    const locked = row && (await lockVisibleQuote(tx, actor, row.projectQuoteId));
    if (!row || !locked) throw notFound(catMultiplierMessages.notFound);
    const { quote } = locked;
    if (row.status !== 'Pending') throw badRequest(catMultiplierMessages.alreadyDecided(row.status));
    // A sent request waits for its decision; once the review ended without one (the quote was
    // cancelled meanwhile) it may go, or its category could never be requested again.
    if (row.sentAt !== null && quote.status === QuoteStatus.MultiplierReview)
      throw badRequest(catMultiplierMessages.alreadySent);
    const [named] = await selectCatMultipliers(tx, quote.projectQuoteId, { ids: [id] });
    if (!(await deleteUndecided(tx, id))) throw badRequest(catMultiplierMessages.alreadyDecided('decided'));
    await recordMultiplierStep(tx, actor, quote, {
      action: 'MultiplierRequestRemoved',
      summary: `Removed the multiplier request for ${named?.categoryName ?? 'a category'}`,
      note: `Removed the multiplier request for ${named?.categoryName}: ${row.requestedMultiplier}.`,
    });
  });
  return { Success: true };
}
