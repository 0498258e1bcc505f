import type {
  NetAdd,
  ProjectQuote,
  ProjectQuoteSummary,
} from '@airquote/shared/contracts/quote/quote-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { formatCents } from '@airquote/shared/rules/money';
import {
  decideQuoteAction,
  directStatusChoices,
  quoteStatusLabels,
} from '@airquote/shared/rules/quote-status';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { findLocation } from '../location/location.repository.ts';
import { toLocation } from '../location/location.service.ts';
import { requireVisibleProject } from '../project/project-access.ts';
import { selectApprovedMultipliers } from './cat-multiplier.repository.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import {
  type NetAddRow,
  type QuoteListRow,
  quoteConditions,
  selectNetAdds,
  selectQuoteScheduleIds,
  selectQuoteSchedules,
  selectVisibleQuotes,
} from './quote.repository.ts';
import { loadQuoteLines, loadQuoteTotal } from './quote-lines.ts';
import { findPriceSnapshot } from './quote-price-snapshot.repository.ts';
import { machineStateOf, statusNameOf } from './quote-status-change.ts';

export function toNetAdd(row: NetAddRow, actor: Actor): NetAdd {
  return {
    ProjectQuoteNetAddId: row.projectQuoteNetAddId,
    ProjectQuoteId: row.projectQuoteId,
    NetAddType: row.netAddType,
    Description: row.description,
    Amount: actor.canSeePrices ? formatCents(row.amountCents) : null,
    CreatedByName: row.createdByName,
    DateCreated: row.dateCreated.toISOString(),
    RowVersion: row.rowVersion,
  };
}

function toSummary(row: QuoteListRow, scheduleIds: number[], total: string | null): ProjectQuoteSummary {
  const { quote } = row;
  return {
    ProjectQuoteId: quote.projectQuoteId,
    ProjectId: quote.projectId,
    QuoteNumber: quote.quoteNumber,
    Revision: quote.revision,
    QuoteStatusId: quote.status,
    QuoteStatusName: quoteStatusLabels[statusNameOf(quote)],
    IsSuperseded: quote.supersededByQuoteId !== null,
    SupersededByProjectQuoteId: quote.supersededByQuoteId,
    SupersedesProjectQuoteId: quote.supersedesQuoteId,
    BrandId: quote.brandId,
    BrandName: row.brandName,
    TransactionType: quote.transactionType,
    ValidUntil: quote.validUntil,
    CreatedByName: row.createdByName,
    DateCreated: quote.dateCreated.toISOString(),
    DateModified: quote.dateModified.toISOString(),
    DateStatusChanged: quote.dateStatusChanged.toISOString(),
    RowVersion: quote.rowVersion,
    ProjectScheduleIds: scheduleIds,
    Total: total,
  };
}

async function locationOf(db: Database, locationId: number | null) {
  if (locationId === null) return null;
  const row = await findLocation(db, locationId);
  return row ? toLocation(row) : null;
}

/**
 * Where a loaded revision's prices come from (ADR 0046): 'Live' for the current revision (today's
 * prices of its schedules' line items), 'Kept' for a superseded one priced from what it was quoted at,
 * 'NotKept' for one superseded before its prices were kept (priced at today's prices).
 */
export type QuotePriceSource = 'Live' | 'Kept' | 'NotKept';

/** GET projectquote/{id}: the quote with its schedules, priced lines, net adds and totals (404 unless visible). */
export async function loadQuote(db: Database, actor: Actor, quoteId: number): Promise<ProjectQuote> {
  return (await loadQuoteWithPriceSource(db, actor, quoteId)).quote;
}

/** The lines and totals a superseded revision was quoted at, without prices for readers who may not see them. */
function keptLines(
  snapshot: { lineItems: ProjectQuote['LineItems']; totals: ProjectQuote['Totals'] },
  actor: Actor,
): Pick<ProjectQuote, 'LineItems' | 'Totals'> {
  if (actor.canSeePrices) return { LineItems: snapshot.lineItems, Totals: snapshot.totals };
  return { LineItems: snapshot.lineItems.map((line) => ({ ...line, Pricing: null })), Totals: null };
}

/** `loadQuote`, and where its prices come from: a superseded revision shows what it was quoted at. */
export async function loadQuoteWithPriceSource(
  db: Database,
  actor: Actor,
  quoteId: number,
): Promise<{ quote: ProjectQuote; priceSource: QuotePriceSource }> {
  const [row] = await selectVisibleQuotes(db, actor, quoteConditions.id(quoteId));
  if (!row) throw notFound(quoteServiceMessages.quoteNotFound);
  const { quote } = row;
  // Independent reads run side by side (PostgreSQL has a pool; the embedded database queues them).
  const [ids, schedules, netAdds, shipTo, billTo, multipliers] = await Promise.all([
    selectQuoteScheduleIds(db, [quoteId]).then((byQuote) => byQuote.get(quoteId) ?? []),
    selectQuoteSchedules(db, quoteId),
    selectNetAdds(db, [quoteId]),
    locationOf(db, quote.shipToLocationId),
    locationOf(db, quote.billToLocationId),
    selectApprovedMultipliers(db, [quoteId]).then((byQuote) => byQuote.get(quoteId)),
  ]);
  const snapshot = quote.supersededByQuoteId === null ? undefined : await findPriceSnapshot(db, quoteId);
  const lines = snapshot
    ? keptLines(snapshot, actor)
    : await loadQuoteLines(db, actor, {
        companyId: row.companyId,
        transactionType: quote.transactionType,
        scheduleIds: ids,
        netAddCents: netAdds.map((netAdd) => netAdd.amountCents),
        // Approved multiplier requests (part 3) price their categories; the rest use the standard.
        quoteMultipliers: multipliers,
      });
  const priceSource: QuotePriceSource =
    quote.supersededByQuoteId === null ? 'Live' : snapshot ? 'Kept' : 'NotKept';
  const state = machineStateOf(quote);
  const loaded: ProjectQuote = {
    ...toSummary(row, ids, lines.Totals?.Total ?? null),
    ProjectName: row.projectName,
    CompanyId: row.companyId,
    ShipToLocation: shipTo,
    BillToLocation: billTo,
    ProjectSchedules: schedules.map((schedule) => ({
      ProjectScheduleId: schedule.projectScheduleId,
      Name: schedule.name,
      IsActive: schedule.isActive,
      ActiveLineItemCount: schedule.activeLineItemCount,
    })),
    LineItems: lines.LineItems,
    NetAdds: netAdds.map((netAdd) => toNetAdd(netAdd, actor)),
    Totals: lines.Totals,
    NextStatusIds: directStatusChoices(state, actor).map((name) => QuoteStatus[name]),
    CanEdit: decideQuoteAction(state, 'Edit', actor).allowed,
  };
  return { quote: loaded, priceSource };
}

/** GET projectquote/getbyprojectid/{projectId}: every quote and revision of a visible project. */
export async function getQuotesByProjectId(
  db: Database,
  actor: Actor,
  projectId: number,
): Promise<ProjectQuoteSummary[]> {
  await requireVisibleProject(db, actor, projectId);
  const rows = await selectVisibleQuotes(db, actor, quoteConditions.project(projectId));
  const quoteIds = rows.map((row) => row.quote.projectQuoteId);
  const scheduleIds = await selectQuoteScheduleIds(db, quoteIds);
  const netAdds = await selectNetAdds(db, quoteIds);
  const multipliers = await selectApprovedMultipliers(db, quoteIds);
  const summaries: ProjectQuoteSummary[] = [];
  // One quote at a time: a project holds a handful of quotes, and the embedded database runs one statement at a time anyway.
  for (const row of rows) {
    const id = row.quote.projectQuoteId;
    const ids = scheduleIds.get(id) ?? [];
    const total = await loadQuoteTotal(db, actor, {
      companyId: row.companyId,
      transactionType: row.quote.transactionType,
      scheduleIds: ids,
      netAddCents: netAdds
        .filter((netAdd) => netAdd.projectQuoteId === id)
        .map((netAdd) => netAdd.amountCents),
      quoteMultipliers: multipliers.get(id),
    });
    summaries.push(toSummary(row, ids, total));
  }
  return summaries;
}
