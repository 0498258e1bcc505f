import type { UpsertProjectQuoteBody } from '@airquote/shared/contracts/quote/upsert-project-quote';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { decideQuoteAction } from '@airquote/shared/rules/quote-status';
import type { Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/raw-sql.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvents } from '../event-log/event-log.service.ts';
import { findLocation, insertLocation } from '../location/location.repository.ts';
import { locationSnapshot } from '../location/location.service.ts';
import { touchProject } from '../project/project-access.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import {
  insertNetAdds,
  insertQuote,
  type QuoteRow,
  replaceQuoteSchedules,
  selectNetAdds,
  selectQuoteScheduleIds,
  updateQuoteIfVersion,
} from './quote.repository.ts';
import {
  defaultValidUntil,
  isPastDate,
  quoteSnapshot,
  requireBrand,
  requireFutureValidUntil,
  requireProjectSchedules,
} from './quote-fields.ts';
import { insertPriceSnapshot } from './quote-price-snapshot.repository.ts';
import { loadQuote } from './quote-read.service.ts';
import { machineStateOf, quoteLabel, requireAllowed } from './quote-status-change.ts';

/** A copy of a location row, so the new revision's address can change while the old one keeps its own. */
async function copyLocation(tx: Transaction, locationId: number | null): Promise<number | null> {
  if (locationId === null) return null;
  const location = await findLocation(tx, locationId);
  const fields = locationSnapshot(location ?? null);
  return fields
    ? (await insertLocation(tx, fields as Parameters<typeof insertLocation>[1])).locationId
    : null;
}

/**
 * Revising (docs/domain.md section 6): a new row with the same quote number and the next revision, open,
 * with the old one's schedules, net adds and addresses unless the request changes them; the old row
 * is marked superseded and stays readable, with its priced lines and totals kept as quoted. The old row is locked by the actor, and the unique
 * (quote number, revision) and supersedes indexes refuse a second revision made at the same instant.
 */
export async function reviseQuote(
  tx: Transaction,
  actor: Actor,
  old: QuoteRow,
  body: UpsertProjectQuoteBody,
): Promise<number> {
  requireAllowed(decideQuoteAction(machineStateOf(old), 'Revise', actor));
  if (body.QuoteStatusId !== null && body.QuoteStatusId !== QuoteStatus.Open)
    throw badRequest(quoteServiceMessages.revisionWithStatus);
  const oldScheduleIds =
    (await selectQuoteScheduleIds(tx, [old.projectQuoteId])).get(old.projectQuoteId) ?? [];
  const scheduleIds = await requireProjectSchedules(
    tx,
    old.projectId,
    body.ProjectScheduleIds ?? oldScheduleIds,
  );
  const validUntil =
    body.ValidUntil !== null
      ? requireFutureValidUntil(body.ValidUntil)
      : isPastDate(old.validUntil)
        ? defaultValidUntil()
        : old.validUntil;
  const brandId = await requireBrand(tx, body.BrandId ?? old.brandId);
  const revision = await insertQuote(tx, {
    projectId: old.projectId,
    quoteNumber: old.quoteNumber,
    revision: old.revision + 1,
    status: QuoteStatus.Open,
    supersedesQuoteId: old.projectQuoteId,
    brandId,
    transactionType: body.TransactionType ?? old.transactionType,
    shipToLocationId: await copyLocation(tx, old.shipToLocationId),
    billToLocationId: await copyLocation(tx, old.billToLocationId),
    validUntil,
    createdByUserId: actor.userId,
    modifiedByUserId: actor.userId,
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict(quoteServiceMessages.quoteNumberTaken) : error;
  });
  await replaceQuoteSchedules(tx, revision.projectQuoteId, scheduleIds);
  const netAdds = await selectNetAdds(tx, [old.projectQuoteId]);
  if (netAdds.length > 0)
    await insertNetAdds(
      tx,
      netAdds.map((netAdd) => ({
        projectQuoteId: revision.projectQuoteId,
        netAddType: netAdd.netAddType,
        description: netAdd.description,
        amountCents: netAdd.amountCents,
        createdByUserId: actor.userId,
      })),
    );
  // What the old revision was quoted at, kept before it is superseded (ADR 0046): revisions price the
  // live line items of their schedules, so a later change would otherwise reprice it. Full prices
  // whoever revises (as an order does); readers see them only with pricing.view.
  const quoted = await loadQuote(tx, { ...actor, canSeePrices: true }, old.projectQuoteId);
  await insertPriceSnapshot(tx, {
    projectQuoteId: old.projectQuoteId,
    lineItems: quoted.LineItems,
    totals: quoted.Totals,
  });
  updatedOrStale(
    await updateQuoteIfVersion(tx, old.projectQuoteId, old.rowVersion, {
      supersededByQuoteId: revision.projectQuoteId,
      modifiedByUserId: actor.userId,
    }),
  );
  await touchProject(tx, actor, old.projectId);
  await recordEvents(tx, actor, [
    {
      projectId: old.projectId,
      entityType: 'ProjectQuote',
      entityId: revision.projectQuoteId,
      action: 'Revised',
      summary: `Created ${quoteLabel(revision)}, replacing revision ${old.revision}`,
      before: { ProjectQuoteId: old.projectQuoteId, Revision: old.revision },
      after: { Revision: revision.revision, ...quoteSnapshot(revision, scheduleIds) },
    },
    {
      projectId: old.projectId,
      entityType: 'ProjectQuote',
      entityId: old.projectQuoteId,
      action: 'Superseded',
      summary: `${quoteLabel(old)} was replaced by revision ${revision.revision}`,
      after: { SupersededByProjectQuoteId: revision.projectQuoteId },
    },
  ]);
  return revision.projectQuoteId;
}
