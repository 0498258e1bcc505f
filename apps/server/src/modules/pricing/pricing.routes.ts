import { deleteCategoryMultiplier as deleteCategoryMultiplierContract } from '@airquote/shared/contracts/pricing/delete-category-multiplier';
import { deleteDistributor as deleteDistributorContract } from '@airquote/shared/contracts/pricing/delete-distributor';
import { getCategoryMultiplierTransactionTypes } from '@airquote/shared/contracts/pricing/get-category-multiplier-transaction-types';
import { getDistributor as getDistributorContract } from '@airquote/shared/contracts/pricing/get-distributor';
import { getDistributors } from '@airquote/shared/contracts/pricing/get-distributors';
import { getPricingInputs as getPricingInputsContract } from '@airquote/shared/contracts/pricing/get-pricing-inputs';
import { getPricingLineItem as getPricingLineItemContract } from '@airquote/shared/contracts/pricing/get-pricing-line-item';
import { searchCategoryMultipliers as searchCategoryMultipliersContract } from '@airquote/shared/contracts/pricing/search-category-multipliers';
import { searchDistributors as searchDistributorsContract } from '@airquote/shared/contracts/pricing/search-distributors';
import { searchRegions as searchRegionsContract } from '@airquote/shared/contracts/pricing/search-regions';
import { updateRegion as updateRegionContract } from '@airquote/shared/contracts/pricing/update-region';
import { upsertCategoryMultiplier as upsertCategoryMultiplierContract } from '@airquote/shared/contracts/pricing/upsert-category-multiplier';
import { upsertDistributor as upsertDistributorContract } from '@airquote/shared/contracts/pricing/upsert-distributor';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  deleteCategoryMultiplier,
  listTransactionTypes,
  searchCategoryMultipliers,
  upsertCategoryMultiplier,
} from './category-multiplier.service.ts';
import {
  deleteDistributor,
  getDistributor,
  listDistributors,
  searchDistributors,
  upsertDistributor,
} from './distributor.service.ts';
import { getPricingInputs, getPricingLineItem } from './pricing.service.ts';
import { searchRegions, updateRegion } from './region.service.ts';

/** Spec section 7 "Pricing and selection": prices, standard multipliers, regions, distributors (issue 5 part 1). */
export function pricingRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getPricingLineItemContract, async ({ params, query, session, request }) =>
      getPricingLineItem(deps, actorOf(session, request.id), params.lineItemId, query.TransactionType),
    ),
    defineRoute(getPricingInputsContract, async ({ body, session, request }) =>
      getPricingInputs(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getCategoryMultiplierTransactionTypes, async () => listTransactionTypes()),
    defineRoute(searchCategoryMultipliersContract, async ({ body, session, request }) =>
      searchCategoryMultipliers(deps, actorOf(session, request.id), body),
    ),
    defineRoute(upsertCategoryMultiplierContract, async ({ body, session, request }) =>
      upsertCategoryMultiplier(deps, actorOf(session, request.id), body),
    ),
    defineRoute(deleteCategoryMultiplierContract, async ({ body, session, request }) =>
      deleteCategoryMultiplier(deps, actorOf(session, request.id), body),
    ),
    defineRoute(searchRegionsContract, async ({ body }) => searchRegions(deps, body)),
    defineRoute(updateRegionContract, async ({ body, session, request }) =>
      updateRegion(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getDistributors, async ({ query }) => listDistributors(deps, query.includeInactive)),
    defineRoute(getDistributorContract, async ({ params }) => getDistributor(deps, params.id)),
    defineRoute(searchDistributorsContract, async ({ body }) => searchDistributors(deps, body)),
    defineRoute(upsertDistributorContract, async ({ body, session, request }) =>
      upsertDistributor(deps, actorOf(session, request.id), body),
    ),
    defineRoute(deleteDistributorContract, async ({ body, session, request }) =>
      deleteDistributor(deps, actorOf(session, request.id), body),
    ),
  ];
}
