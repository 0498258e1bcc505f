import { createProjectQuoteCatMultiplier } from '@airquote/shared/contracts/quote/create-project-quote-cat-multiplier';
import { decideProjectQuoteCatMultiplier } from '@airquote/shared/contracts/quote/decide-project-quote-cat-multiplier';
import { deleteProjectQuoteCatMultiplier } from '@airquote/shared/contracts/quote/delete-project-quote-cat-multiplier';
import { getActiveMultiplierRequest } from '@airquote/shared/contracts/quote/get-active-multiplier-request';
import { getCatMultipliersByProjectQuoteId } from '@airquote/shared/contracts/quote/get-cat-multipliers-by-project-quote-id';
import { getQuoteMultiplierRequestReviewers } from '@airquote/shared/contracts/quote/get-quote-multiplier-request-reviewers';
import { sendMultipliersRequestEmail } from '@airquote/shared/contracts/quote/send-multipliers-request-email';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  createCatMultiplier,
  deleteCatMultiplier,
  getCatMultipliers,
  getMultiplierReviewers,
  getActiveMultiplierRequest as loadActiveRequest,
} from './cat-multiplier.service.ts';
import { decideCatMultiplier, sendMultipliersRequest } from './multiplier-review.service.ts';

/**
 * Multiplier review (issue 5, part 3). Every contract needs quote.view or a multiplier permission,
 * which the principal withholds from Engineers: they get 403 on each (spec section 6).
 */
export function catMultiplierRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(createProjectQuoteCatMultiplier, async ({ body, session, request }) =>
      createCatMultiplier(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getCatMultipliersByProjectQuoteId, async ({ params, session, request }) =>
      getCatMultipliers(deps, actorOf(session, request.id), params.projectQuoteId),
    ),
    defineRoute(getQuoteMultiplierRequestReviewers, async ({ params, session, request }) =>
      getMultiplierReviewers(deps, actorOf(session, request.id), params.quoteId),
    ),
    defineRoute(deleteProjectQuoteCatMultiplier, async ({ params, session, request }) =>
      deleteCatMultiplier(deps, actorOf(session, request.id), params.projectQuoteCatMultiplierId),
    ),
    defineRoute(decideProjectQuoteCatMultiplier, async ({ body, session, request }) =>
      decideCatMultiplier(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getActiveMultiplierRequest, async ({ params, session, request }) =>
      loadActiveRequest(deps, actorOf(session, request.id), params.quoteId),
    ),
    defineRoute(sendMultipliersRequestEmail, async ({ body, session, request }) =>
      sendMultipliersRequest(deps, actorOf(session, request.id), body),
    ),
  ];
}
