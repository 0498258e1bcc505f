import { createProjectQuoteNetAdd } from '@airquote/shared/contracts/quote/create-project-quote-net-add';
import { deleteProjectQuoteNetAdd } from '@airquote/shared/contracts/quote/delete-project-quote-net-add';
import { getNetAddsByProjectQuoteId } from '@airquote/shared/contracts/quote/get-net-adds-by-project-quote-id';
import { getProjectQuote } from '@airquote/shared/contracts/quote/get-project-quote';
import { getProjectQuoteStatuses } from '@airquote/shared/contracts/quote/get-project-quote-statuses';
import { getProjectQuotesByProjectId } from '@airquote/shared/contracts/quote/get-project-quotes-by-project-id';
import { getQuoteEngRequestStatusLookups } from '@airquote/shared/contracts/quote/get-quote-eng-request-status-lookups';
import { getQuoteNotesByQuoteId } from '@airquote/shared/contracts/quote/get-quote-notes-by-quote-id';
import { getQuoteStatusLookups } from '@airquote/shared/contracts/quote/get-quote-status-lookups';
import { projectQuoteLocationUpsert } from '@airquote/shared/contracts/quote/project-quote-location-upsert';
import { upsertProjectQuote } from '@airquote/shared/contracts/quote/upsert-project-quote';
import { upsertProjectQuoteNote } from '@airquote/shared/contracts/quote/upsert-project-quote-note';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { upsertQuote } from './quote.service.ts';
import { upsertQuoteLocations } from './quote-location.service.ts';
import { quoteEngRequestStatusOptions, quoteStatusOptions, quoteStatusOptionsFor } from './quote-lookups.ts';
import { createNetAdd, deleteNetAdd, getNetAdds } from './quote-net-add.service.ts';
import { getQuoteNotes, upsertQuoteNote } from './quote-note.service.ts';
import { getQuotesByProjectId, loadQuote } from './quote-read.service.ts';

/**
 * Quote endpoints (issue 5, part 2). Each contract needs quote.view or quote.edit, which the
 * principal withholds from Engineers, so they get 403 on every one (spec section 6).
 */
export function quoteRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(upsertProjectQuote, async ({ body, session, request }) =>
      upsertQuote(deps, actorOf(session, request.id), body),
    ),
    defineRoute(projectQuoteLocationUpsert, async ({ body, session, request }) =>
      upsertQuoteLocations(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getProjectQuote, async ({ params, session, request }) =>
      loadQuote(deps.db, actorOf(session, request.id), params.projectQuoteId),
    ),
    defineRoute(getProjectQuotesByProjectId, async ({ params, session, request }) =>
      getQuotesByProjectId(deps.db, actorOf(session, request.id), params.projectId),
    ),
    defineRoute(getProjectQuoteStatuses, async ({ session, request }) =>
      quoteStatusOptionsFor(actorOf(session, request.id)),
    ),
    defineRoute(getQuoteStatusLookups, async () => quoteStatusOptions()),
    defineRoute(getQuoteEngRequestStatusLookups, async () => quoteEngRequestStatusOptions()),
    defineRoute(getQuoteNotesByQuoteId, async ({ params, session, request }) =>
      getQuoteNotes(deps, actorOf(session, request.id), params.projectQuoteId),
    ),
    defineRoute(upsertProjectQuoteNote, async ({ body, session, request }) =>
      upsertQuoteNote(deps, actorOf(session, request.id), body),
    ),
    defineRoute(createProjectQuoteNetAdd, async ({ body, session, request }) =>
      createNetAdd(deps, actorOf(session, request.id), body),
    ),
    defineRoute(getNetAddsByProjectQuoteId, async ({ params, session, request }) =>
      getNetAdds(deps, actorOf(session, request.id), params.projectQuoteId),
    ),
    defineRoute(deleteProjectQuoteNetAdd, async ({ body, session, request }) =>
      deleteNetAdd(deps, actorOf(session, request.id), body),
    ),
  ];
}
