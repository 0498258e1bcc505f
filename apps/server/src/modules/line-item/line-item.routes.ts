import { createLineItem as createLineItemContract } from '@airquote/shared/contracts/line-item/create-line-item';
import { getGridColumnsByScheduleId } from '@airquote/shared/contracts/line-item/get-grid-columns-by-schedule-id';
import { getGridColumnsByScheduleIdOld } from '@airquote/shared/contracts/line-item/get-grid-columns-by-schedule-id-old';
import { getLineItem as getLineItemContract } from '@airquote/shared/contracts/line-item/get-line-item';
import { getLineItemsByScheduleId } from '@airquote/shared/contracts/line-item/get-line-items-by-schedule-id';
import { toggleLineItemStatus as toggleLineItemStatusContract } from '@airquote/shared/contracts/line-item/toggle-line-item-status';
import { updateLineItem as updateLineItemContract } from '@airquote/shared/contracts/line-item/update-line-item';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import {
  createLineItem,
  getLineItem,
  getLineItemGrid,
  getScheduleLineItems,
  toggleLineItemStatus,
  updateLineItem,
} from './line-item.service.ts';

export function lineItemRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getLineItemContract, async ({ params, session }) =>
      getLineItem(deps, viewerOf(session), params.lineItemId),
    ),
    defineRoute(getLineItemsByScheduleId, async ({ params, session }) =>
      getScheduleLineItems(deps, viewerOf(session), params.projectScheduleId),
    ),
    defineRoute(getGridColumnsByScheduleId, async ({ params, session }) =>
      getLineItemGrid(deps, viewerOf(session), params.projectScheduleId, false),
    ),
    defineRoute(getGridColumnsByScheduleIdOld, async ({ params, session }) =>
      getLineItemGrid(deps, viewerOf(session), params.projectScheduleId, true),
    ),
    defineRoute(createLineItemContract, async ({ body, session }) =>
      createLineItem(deps, viewerOf(session), body),
    ),
    defineRoute(updateLineItemContract, async ({ body, session }) =>
      updateLineItem(deps, viewerOf(session), body),
    ),
    defineRoute(toggleLineItemStatusContract, async ({ params, body, session }) =>
      toggleLineItemStatus(deps, viewerOf(session), params.lineItemId, body.RowVersion),
    ),
  ];
}
