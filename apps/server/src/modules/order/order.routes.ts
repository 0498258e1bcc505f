import { createOrderRequest } from '@airquote/shared/contracts/order/create-order-request';
import { getOrder } from '@airquote/shared/contracts/order/get-order';
import { searchOrders as searchOrdersContract } from '@airquote/shared/contracts/order/search-orders';
import { updateOrderFulfilment } from '@airquote/shared/contracts/order/update-order-fulfilment';
import { updateOrderStatus } from '@airquote/shared/contracts/order/update-order-status';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { changeOrderStatus, createOrder } from './order.service.ts';
import { saveOrderFulfilment } from './order-fulfilment.service.ts';
import { loadOrder, searchOrders } from './order-read.service.ts';

/**
 * Orders (issue 5, part 5; the spec names no order endpoint). Engineers hold no order permission, so
 * the contracts answer them 403; other companies' orders are 404 like their projects.
 */
export function orderRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(createOrderRequest, async ({ body, session, request }) =>
      createOrder(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getOrder, async ({ params, session, request }) => {
      return loadOrder(deps.db, actorOf(session, request.id), params.projectOrderId);
    }),
    defineRoute(searchOrdersContract, async ({ body, session, request }) =>
      searchOrders(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateOrderStatus, async ({ body, session, request }) =>
      changeOrderStatus(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateOrderFulfilment, async ({ body, session, request }) =>
      saveOrderFulfilment(deps, actorOf(session, request.id), body),
    ),
  ];
}
