import { searchProjectQuotes } from '@airquote/shared/contracts/quote/search-project-quotes';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition, serializeResponse } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import { readQuoteListVersion } from './quote-search.repository.ts';
import { searchQuotes } from './quote-search.service.ts';

/** The quotes list of /topmenu/quotes (quote.view: Engineers get 403). */
export function quoteSearchRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(searchProjectQuotes, async ({ body, session }) => {
      // Served from memory while nothing the answer shows changed (data versions raised by
      // triggers in the writing transaction, ADR 9), whoever wrote it.
      const viewer = viewerOf(session);
      const version = await readQuoteListVersion(deps.db);
      const build = async () =>
        serializeResponse(searchProjectQuotes, await searchQuotes(deps, viewer, body));
      if (version === null) return build();
      return deps.caches.quoteSearch.getOrBuild(
        JSON.stringify([viewer.userId, viewer.isInternal, viewer.canSeePrices, body]),
        version,
        build,
      );
    }),
  ];
}
