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
import { quoteActorOf } from '@airquote/shared/rules/quote-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Session } from '../../plugins/auth.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import { upsertQuote } from './quote.service.ts';
import { upsertQuoteLocations } from './quote-location.service.ts';
import { quoteEngRequestStatusOptions, quoteStatusOptions, quoteStatusOptionsFor } from './quote-lookups.ts';
import { createNetAdd, deleteNetAdd, getNetAdds } from './quote-net-add.service.ts';
import { getQuoteNotes, upsertQuoteNote } from './quote-note.service.ts';
import { getQuotesByProjectId, loadQuote } from './quote-read.service.ts';
import type { QuoteCaller } from './quote-status-change.ts';

function callerOf(session: Session): QuoteCaller {
  return { viewer: viewerOf(session), actor: quoteActorOf(session.principal) };
}

/**
 * Quote endpoints (issue 5, part 2). Each contract needs quote.view or quote.edit, which the
 * principal withholds from Engineers, so they get 403 on every one (spec section 6).
 */
export function quoteRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(upsertProjectQuote, async ({ body, session }) => upsertQuote(deps, callerOf(session), body)),
    defineRoute(projectQuoteLocationUpsert, async ({ body, session }) =>
      upsertQuoteLocations(deps, callerOf(session), body),
    ),
    defineRoute(getProjectQuote, async ({ params, session }) =>
      loadQuote(deps.db, callerOf(session), params.projectQuoteId),
    ),
    defineRoute(getProjectQuotesByProjectId, async ({ params, session }) =>
      getQuotesByProjectId(deps.db, viewerOf(session), params.projectId),
    ),
    defineRoute(getProjectQuoteStatuses, async ({ session }) =>
      quoteStatusOptionsFor(callerOf(session).actor),
    ),
    defineRoute(getQuoteStatusLookups, async () => quoteStatusOptions()),
    defineRoute(getQuoteEngRequestStatusLookups, async () => quoteEngRequestStatusOptions()),
    defineRoute(getQuoteNotesByQuoteId, async ({ params, session }) =>
      getQuoteNotes(deps, viewerOf(session), params.projectQuoteId),
    ),
    defineRoute(upsertProjectQuoteNote, async ({ body, session }) =>
      upsertQuoteNote(deps, viewerOf(session), body),
    ),
    defineRoute(createProjectQuoteNetAdd, async ({ body, session }) =>
      createNetAdd(deps, callerOf(session), body),
    ),
    defineRoute(getNetAddsByProjectQuoteId, async ({ params, session }) =>
      getNetAdds(deps, viewerOf(session), params.projectQuoteId),
    ),
    defineRoute(deleteProjectQuoteNetAdd, async ({ body, session }) =>
      deleteNetAdd(deps, callerOf(session), body),
    ),
  ];
}
