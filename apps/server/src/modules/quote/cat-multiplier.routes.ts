import { createProjectQuoteCatMultiplier } from '@airquote/shared/contracts/quote/create-project-quote-cat-multiplier';
import { decideProjectQuoteCatMultiplier } from '@airquote/shared/contracts/quote/decide-project-quote-cat-multiplier';
import { deleteProjectQuoteCatMultiplier } from '@airquote/shared/contracts/quote/delete-project-quote-cat-multiplier';
import { getActiveMultiplierRequest } from '@airquote/shared/contracts/quote/get-active-multiplier-request';
import { getCatMultipliersByProjectQuoteId } from '@airquote/shared/contracts/quote/get-cat-multipliers-by-project-quote-id';
import { getQuoteMultiplierRequestReviewers } from '@airquote/shared/contracts/quote/get-quote-multiplier-request-reviewers';
import { sendMultipliersRequestEmail } from '@airquote/shared/contracts/quote/send-multipliers-request-email';
import { quoteActorOf } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Session } from '../../plugins/auth.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import {
  createCatMultiplier,
  deleteCatMultiplier,
  getCatMultipliers,
  getMultiplierReviewers,
  getActiveMultiplierRequest as loadActiveRequest,
} from './cat-multiplier.service.ts';
import { decideCatMultiplier, sendMultipliersRequest } from './multiplier-review.service.ts';
import type { QuoteCaller } from './quote-status-change.ts';

function callerOf(session: Session): QuoteCaller {
  return { viewer: viewerOf(session), actor: quoteActorOf(session.principal) };
}

/**
 * Multiplier review (issue 5, part 3). Every contract needs quote.view or a multiplier permission,
 * which the principal withholds from Engineers: they get 403 on each (spec section 6).
 */
export function catMultiplierRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(createProjectQuoteCatMultiplier, async ({ body, session }) =>
      createCatMultiplier(deps, callerOf(session), body),
    ),
    defineRoute(getCatMultipliersByProjectQuoteId, async ({ params, session }) =>
      getCatMultipliers(deps, viewerOf(session), params.projectQuoteId),
    ),
    defineRoute(getQuoteMultiplierRequestReviewers, async ({ params, session }) =>
      getMultiplierReviewers(deps, viewerOf(session), params.quoteId),
    ),
    defineRoute(deleteProjectQuoteCatMultiplier, async ({ params, session }) =>
      deleteCatMultiplier(deps, callerOf(session), params.projectQuoteCatMultiplierId),
    ),
    defineRoute(decideProjectQuoteCatMultiplier, async ({ body, session }) =>
      decideCatMultiplier(deps, callerOf(session), body),
    ),
    defineRoute(getActiveMultiplierRequest, async ({ params, session }) =>
      loadActiveRequest(deps, viewerOf(session), params.quoteId),
    ),
    defineRoute(sendMultipliersRequestEmail, async ({ body, session }) =>
      sendMultipliersRequest(deps, callerOf(session), body),
    ),
  ];
}
