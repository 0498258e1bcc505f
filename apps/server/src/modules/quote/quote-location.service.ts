import { decideQuoteAction } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import type { LocationInput } from '../location/location.service.ts';
import { recordLocationChange, upsertOwnedLocation } from '../location/location.service.ts';
import { touchProject } from '../project/project-access.ts';
import { quoteServiceMessages } from './quote.messages.ts';
import { lockVisibleQuote, updateQuoteIfVersion } from './quote.repository.ts';
import { loadQuote } from './quote-read.service.ts';
import { machineStateOf, quoteLabel, requireAllowed } from './quote-status-change.ts';

/**
 * ProjectQuoteLocationUpsert: creates or changes the quote's ship-to and/or bill-to address through
 * the location module, as projectlocationupsert does for a project; the quote's row version guards
 * it and the status machine must allow changing the quote.
 */
export async function upsertQuoteLocations(
  deps: AppDeps,
  actor: Actor,
  input: {
    ProjectQuoteId: number;
    RowVersion: number;
    ShipTo: LocationInput | null;
    BillTo: LocationInput | null;
  },
) {
  await deps.db.transaction(async (tx) => {
    const locked = await lockVisibleQuote(tx, actor, input.ProjectQuoteId);
    if (!locked) throw notFound(quoteServiceMessages.quoteNotFound);
    const { quote } = locked;
    assertRowVersion(quote, input.RowVersion);
    requireAllowed(decideQuoteAction(machineStateOf(quote), 'Edit', actor));
    const shipTo = input.ShipTo ? await upsertOwnedLocation(tx, quote.shipToLocationId, input.ShipTo) : null;
    const billTo = input.BillTo ? await upsertOwnedLocation(tx, quote.billToLocationId, input.BillTo) : null;
    updatedOrStale(
      await updateQuoteIfVersion(tx, quote.projectQuoteId, quote.rowVersion, {
        shipToLocationId: shipTo?.after.locationId ?? quote.shipToLocationId,
        billToLocationId: billTo?.after.locationId ?? quote.billToLocationId,
        modifiedByUserId: actor.userId,
      }),
    );
    await touchProject(tx, actor, quote.projectId);
    for (const [change, role] of [
      [shipTo, 'ship-to'],
      [billTo, 'bill-to'],
    ] as const) {
      if (change)
        await recordLocationChange(tx, actor, {
          projectId: quote.projectId,
          ownerLabel: `${quoteLabel(quote)} (${role})`,
          ...change,
        });
    }
  });
  return loadQuote(deps.db, actor, input.ProjectQuoteId);
}
