import { createOrderRequest } from '@airquote/shared/contracts/order/create-order-request';
import { getOrder } from '@airquote/shared/contracts/order/get-order';
import { searchOrders as searchOrdersContract } from '@airquote/shared/contracts/order/search-orders';
import { updateOrderStatus } from '@airquote/shared/contracts/order/update-order-status';
import { quoteActorOf } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Session } from '../../plugins/auth.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import { changeOrderStatus, createOrder, type OrderCaller } from './order.service.ts';
import { loadOrder, searchOrders } from './order-read.service.ts';

function callerOf(session: Session): OrderCaller {
  return {
    viewer: viewerOf(session),
    actor: quoteActorOf(session.principal),
    canProcess: session.principal.permissions.has('order.process'),
  };
}

/**
 * Orders (issue 5, part 5; the spec names no order endpoint). Engineers hold no order permission, so
 * the contracts answer them 403; other companies' orders are 404 like their projects.
 */
export function orderRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(createOrderRequest, async ({ body, session }) => createOrder(deps, callerOf(session), body)),
    defineRoute(getOrder, async ({ params, session }) => {
      const caller = callerOf(session);
      return loadOrder(deps.db, { ...caller.viewer, canProcess: caller.canProcess }, params.projectOrderId);
    }),
    defineRoute(searchOrdersContract, async ({ body, session }) =>
      searchOrders(deps, viewerOf(session), body),
    ),
    defineRoute(updateOrderStatus, async ({ body, session }) =>
      changeOrderStatus(deps, callerOf(session), body),
    ),
  ];
}
