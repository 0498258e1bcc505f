import { searchEventLog } from '@airquote/shared/contracts/project/search-event-log';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import { searchProjectEvents } from './event-log.service.ts';

export function eventLogRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(searchEventLog, async ({ query, session }) =>
      searchProjectEvents(deps, viewerOf(session), query),
    ),
  ];
}
