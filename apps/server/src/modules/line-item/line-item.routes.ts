import {
  bulkChangeLineItems as bulkChangeLineItemsContract,
  bulkOptionChoices as bulkOptionChoicesContract,
  bulkOptionSegments as bulkOptionSegmentsContract,
  reselectLineItems as reselectLineItemsContract,
} from '@airquote/shared/contracts/line-item/bulk-change-line-items';
import { createLineItem as createLineItemContract } from '@airquote/shared/contracts/line-item/create-line-item';
import { getGridColumnsByScheduleId } from '@airquote/shared/contracts/line-item/get-grid-columns-by-schedule-id';
import { getGridColumnsByScheduleIdOld } from '@airquote/shared/contracts/line-item/get-grid-columns-by-schedule-id-old';
import { getLineItem as getLineItemContract } from '@airquote/shared/contracts/line-item/get-line-item';
import { getLineItems } from '@airquote/shared/contracts/line-item/get-line-items';
import { getLineItemsByScheduleId } from '@airquote/shared/contracts/line-item/get-line-items-by-schedule-id';
import { toggleLineItemStatus as toggleLineItemStatusContract } from '@airquote/shared/contracts/line-item/toggle-line-item-status';
import { updateLineItem as updateLineItemContract } from '@airquote/shared/contracts/line-item/update-line-item';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition, serializeResponse } from '../../plugins/contract-route.ts';
import { type Actor, actorOf } from '../auth/actor.ts';
import { loadVersionedCatalog } from '../selection/selection-catalog.ts';
import {
  createLineItem,
  getLineItemGrid,
  getRecentLineItems,
  getScheduleLineItems,
  toggleLineItemStatus,
  updateLineItem,
} from './line-item.service.ts';
import {
  bulkChangeLineItems,
  bulkOptionChoices,
  bulkOptionSegments,
  reselectLineItems,
} from './line-item-bulk.service.ts';
import { loadLineItemDetail } from './line-item-detail.ts';
import { readLineItemGridVersion } from './line-item-grid-version.ts';

/**
 * A schedule's grid from memory while its line items and the catalog are unchanged. List prices come
 * from the in-memory catalog (options and their adders), which may trail the database's catalog
 * version for a moment: its own version is part of the label, so a grid is never kept under a
 * label newer than the prices it shows.
 */
async function cachedLineItemGrid(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  contract: typeof getGridColumnsByScheduleId | typeof getGridColumnsByScheduleIdOld,
) {
  const legacy = contract === getGridColumnsByScheduleIdOld;
  const [version, pricing] = await Promise.all([
    readLineItemGridVersion(deps.db, viewer, scheduleId),
    viewer.canSeePrices ? loadVersionedCatalog(deps.db) : null,
  ]);
  return deps.caches.lineItemGrid.getOrBuild(
    `${scheduleId}:${legacy ? 'old' : 'grid'}:${viewer.canSeePrices ? 'prices' : 'no-prices'}`,
    pricing ? `${version}:${pricing.version}` : version,
    async () =>
      serializeResponse(
        contract,
        await getLineItemGrid(deps, viewer, scheduleId, legacy, pricing?.catalog ?? null),
      ),
  );
}

export function lineItemRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getLineItems, async ({ session, request }) =>
      getRecentLineItems(deps, actorOf(session, request.id)),
    ),
    defineRoute(getLineItemContract, async ({ params, session, request }) =>
      loadLineItemDetail(deps.db, actorOf(session, request.id), params.lineItemId),
    ),
    defineRoute(getLineItemsByScheduleId, async ({ params, session, request }) =>
      getScheduleLineItems(deps, actorOf(session, request.id), params.projectScheduleId),
    ),
    defineRoute(getGridColumnsByScheduleId, async ({ params, session, request }) =>
      cachedLineItemGrid(
        deps,
        actorOf(session, request.id),
        params.projectScheduleId,
        getGridColumnsByScheduleId,
      ),
    ),
    defineRoute(getGridColumnsByScheduleIdOld, async ({ params, session, request }) =>
      cachedLineItemGrid(
        deps,
        actorOf(session, request.id),
        params.projectScheduleId,
        getGridColumnsByScheduleIdOld,
      ),
    ),
    defineRoute(createLineItemContract, async ({ body, session, request }) =>
      createLineItem(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateLineItemContract, async ({ body, session, request }) =>
      updateLineItem(deps, actorOf(session, request.id), body),
    ),
    defineRoute(toggleLineItemStatusContract, async ({ params, body, session, request }) =>
      toggleLineItemStatus(deps, actorOf(session, request.id), params.lineItemId, body.RowVersion),
    ),
    defineRoute(bulkChangeLineItemsContract, async ({ body, session, request }) =>
      bulkChangeLineItems(deps, actorOf(session, request.id), body),
    ),
    defineRoute(bulkOptionChoicesContract, async ({ body, session, request }) =>
      bulkOptionChoices(deps, actorOf(session, request.id), body),
    ),
    defineRoute(bulkOptionSegmentsContract, async ({ body, session, request }) =>
      bulkOptionSegments(deps, actorOf(session, request.id), body),
    ),
    defineRoute(reselectLineItemsContract, async ({ body, session, request }) =>
      reselectLineItems(deps, actorOf(session, request.id), body),
    ),
  ];
}
