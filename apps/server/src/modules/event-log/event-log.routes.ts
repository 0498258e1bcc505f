import { searchEventLog } from '@airquote/shared/contracts/project/search-event-log';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { searchProjectEvents } from './event-log.service.ts';

export function eventLogRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(searchEventLog, async ({ query, session, request }) =>
      searchProjectEvents(deps, actorOf(session, request.id), query),
    ),
  ];
}
