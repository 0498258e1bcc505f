import { searchProjectQuotes } from '@airquote/shared/contracts/quote/search-project-quotes';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { searchQuotesServed } from './quote-search.service.ts';

/** The quotes list of /topmenu/quotes (quote.view: Engineers get 403). */
export function quoteSearchRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(searchProjectQuotes, async ({ body, session, request }) =>
      searchQuotesServed(deps, actorOf(session, request.id), body),
    ),
  ];
}
