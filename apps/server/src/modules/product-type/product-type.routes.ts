import { getProductTypes } from '@airquote/shared/contracts/product-type/get-product-types';
import { productTypeExistsWithinSchedule as productTypeExistsWithinScheduleContract } from '@airquote/shared/contracts/product-type/product-type-exists-within-schedule';
import { searchProductTypes } from '@airquote/shared/contracts/product-type/search-product-types';
import { getProductTypeLookups } from '@airquote/shared/contracts/project/get-product-type-lookups';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  getProductHierarchy,
  getProductTypeLookupOptions,
  productTypeExistsWithinSchedule,
} from './product-type.service.ts';

export function productTypeRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getProductTypes, async () => getProductHierarchy(deps, true)),
    defineRoute(searchProductTypes, async ({ body }) => ({
      productTypes: await getProductHierarchy(deps, body.IncludeInactive),
    })),
    defineRoute(getProductTypeLookups, async () => getProductTypeLookupOptions(deps)),
    defineRoute(productTypeExistsWithinScheduleContract, async ({ query, session, request }) =>
      productTypeExistsWithinSchedule(
        deps,
        actorOf(session, request.id),
        query.scheduleId,
        query.productTypeId,
      ),
    ),
  ];
}
