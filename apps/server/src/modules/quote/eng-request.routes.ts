import { createProjectQuoteEngRequest } from '@airquote/shared/contracts/quote/create-project-quote-eng-request';
import { deleteProjectQuoteEngRequest } from '@airquote/shared/contracts/quote/delete-project-quote-eng-request';
import { getEngRequestsByProjectQuoteId } from '@airquote/shared/contracts/quote/get-eng-requests-by-project-quote-id';
import { sendEngRequestEmail } from '@airquote/shared/contracts/quote/send-eng-request-email';
import { updateProjectQuoteEngRequestStatus } from '@airquote/shared/contracts/quote/update-project-quote-eng-request-status';
import { quoteActorOf } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Session } from '../../plugins/auth.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import { createEngRequest, getEngRequests, removeEngRequest } from './eng-request.service.ts';
import { changeEngRequestStatus, sendEngRequest } from './eng-review.service.ts';
import type { QuoteCaller } from './quote-status-change.ts';

function callerOf(session: Session): QuoteCaller {
  return { viewer: viewerOf(session), actor: quoteActorOf(session.principal) };
}

/**
 * Engineering review (issue 5, part 4). Engineers hold engineering.request but not quote.view: the
 * services answer them 403 (spec section 6: no quote for Engineers).
 */
export function engRequestRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(createProjectQuoteEngRequest, async ({ body, session }) =>
      createEngRequest(deps, callerOf(session), body),
    ),
    defineRoute(getEngRequestsByProjectQuoteId, async ({ params, session }) =>
      getEngRequests(deps, viewerOf(session), params.projectQuoteId),
    ),
    defineRoute(deleteProjectQuoteEngRequest, async ({ params, session }) =>
      removeEngRequest(deps, callerOf(session), params.projectQuoteEngRequestId),
    ),
    defineRoute(sendEngRequestEmail, async ({ body, session }) =>
      sendEngRequest(deps, callerOf(session), body),
    ),
    defineRoute(updateProjectQuoteEngRequestStatus, async ({ body, session }) =>
      changeEngRequestStatus(deps, callerOf(session), body),
    ),
  ];
}
