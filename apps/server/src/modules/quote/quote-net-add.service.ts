import type { NetAdd } from '@airquote/shared/contracts/quote/quote-schemas';
import { decideQuoteAction } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { touchProject } from '../project/project-access.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import { findVisibleQuote, lockVisibleQuote, selectNetAdds, touchQuote } from './quote.repository.ts';
import { deleteNetAddIfVersion, findNetAdd, insertNetAdd } from './quote-detail.repository.ts';
import { toNetAdd } from './quote-read.service.ts';
import { machineStateOf, quoteLabel, requireAllowed } from './quote-status-change.ts';

// Events carry no amounts: the event log is read by everyone who sees the project, Engineers
// included, who may see no price (spec section 6).
const netAddLabels = { Freight: 'freight', StartUp: 'start-up', Misc: 'misc' } as const;

export async function getNetAdds(deps: AppDeps, actor: Actor, quoteId: number): Promise<NetAdd[]> {
  if (!(await findVisibleQuote(deps.db, actor, quoteId))) throw notFound(quoteServiceMessages.quoteNotFound);
  return (await selectNetAdds(deps.db, [quoteId])).map((row) => toNetAdd(row, actor));
}

/** Adds a net add; the quote must be changeable (open or on hold, newest revision). */
export async function createNetAdd(
  deps: AppDeps,
  actor: Actor,
  input: {
    ProjectQuoteId: number;
    NetAddType: 'Freight' | 'StartUp' | 'Misc';
    Description: string;
    Amount: number;
  },
): Promise<NetAdd> {
  const netAddId = await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, actor, input.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    const { quote } = locked;
    requireAllowed(decideQuoteAction(machineStateOf(quote), 'Edit', actor));
    const id = await insertNetAdd(tx, {
      projectQuoteId: quote.projectQuoteId,
      netAddType: input.NetAddType,
      description: input.Description,
      amountCents: input.Amount,
      createdByUserId: actor.userId,
    });
    await touchQuote(tx, quote.projectQuoteId, actor.userId);
    await touchProject(tx, actor, quote.projectId);
    await recordEvent(tx, actor, {
      projectId: quote.projectId,
      entityType: 'ProjectQuote',
      entityId: quote.projectQuoteId,
      action: 'NetAddAdded',
      summary: `Added ${netAddLabels[input.NetAddType]} to ${quoteLabel(quote)}`,
      after: { NetAddType: input.NetAddType, Description: input.Description },
    });
    return id;
  });
  const [saved] = (await selectNetAdds(deps.db, [input.ProjectQuoteId])).filter(
    (row) => row.projectQuoteNetAddId === netAddId,
  );
  if (!saved) throw notFound(quoteServiceMessages.netAddNotFound);
  return toNetAdd(saved, actor);
}

/** PUT ProjectQuoteNetAdds/delete: removes the net add read at this row version (409 if it changed). */
export async function deleteNetAdd(
  deps: AppDeps,
  actor: Actor,
  input: { ProjectQuoteNetAddId: number; RowVersion: number },
): Promise<{ Success: boolean }> {
  await deps.db.transaction(async (tx) => {
    const netAdd = await findNetAdd(tx, input.ProjectQuoteNetAddId);
    const locked = netAdd && (await lockVisibleQuote(tx, actor, netAdd.projectQuoteId));
    if (!netAdd || !locked) throw notFound(quoteServiceMessages.netAddNotFound);
    const { quote } = locked;
    requireAllowed(decideQuoteAction(machineStateOf(quote), 'Edit', actor));
    const deleted = updatedOrStale(
      await deleteNetAddIfVersion(tx, netAdd.projectQuoteNetAddId, input.RowVersion),
    );
    await touchQuote(tx, quote.projectQuoteId, actor.userId);
    await touchProject(tx, actor, quote.projectId);
    await recordEvent(tx, actor, {
      projectId: quote.projectId,
      entityType: 'ProjectQuote',
      entityId: quote.projectQuoteId,
      action: 'NetAddRemoved',
      summary: `Removed ${netAddLabels[deleted.netAddType]} from ${quoteLabel(quote)}`,
      before: { NetAddType: deleted.netAddType, Description: deleted.description },
    });
  });
  return { Success: true };
}
