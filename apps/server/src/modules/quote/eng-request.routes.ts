import { createProjectQuoteEngRequest } from '@airquote/shared/contracts/quote/create-project-quote-eng-request';
import { deleteProjectQuoteEngRequest } from '@airquote/shared/contracts/quote/delete-project-quote-eng-request';
import { getEngRequestsByProjectQuoteId } from '@airquote/shared/contracts/quote/get-eng-requests-by-project-quote-id';
import { sendEngRequestEmail } from '@airquote/shared/contracts/quote/send-eng-request-email';
import { updateProjectQuoteEngRequestStatus } from '@airquote/shared/contracts/quote/update-project-quote-eng-request-status';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { createEngRequest, getEngRequests, removeEngRequest } from './eng-request.service.ts';
import { changeEngRequestStatus, sendEngRequest } from './eng-review.service.ts';

/**
 * Engineering review (issue 5, part 4). Engineers hold engineering.request but not quote.view: the
 * services answer them 403 (spec section 6: no quote for Engineers).
 */
export function engRequestRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(createProjectQuoteEngRequest, async ({ body, session, request }) =>
      createEngRequest(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getEngRequestsByProjectQuoteId, async ({ params, session, request }) =>
      getEngRequests(deps, actorOf(session, request.id), params.projectQuoteId),
    ),
    defineRoute(deleteProjectQuoteEngRequest, async ({ params, session, request }) =>
      removeEngRequest(deps, actorOf(session, request.id), params.projectQuoteEngRequestId),
    ),
    defineRoute(sendEngRequestEmail, async ({ body, session, request }) =>
      sendEngRequest(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateProjectQuoteEngRequestStatus, async ({ body, session, request }) =>
      changeEngRequestStatus(deps, actorOf(session, request.id), body),
    ),
  ];
}
