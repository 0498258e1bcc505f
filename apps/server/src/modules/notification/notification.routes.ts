import { getNotificationCounts as getNotificationCountsContract } from '@airquote/shared/contracts/notification/get-notification-counts';
import { searchNotifications as searchNotificationsContract } from '@airquote/shared/contracts/notification/search-notifications';
import type { AppDeps } from '../../app-deps.ts';
import type { Session } from '../../plugins/auth.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { getNotificationCounts, notificationReaderOf, searchNotifications } from './notification.service.ts';

const readerOf = (session: Session, requestId: string) =>
  notificationReaderOf(actorOf(session, requestId), session.principal);

/** Notifications (issue 5, part 7): the signed-in user's request queues, derived from the requests. */
export function notificationRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getNotificationCountsContract, async ({ session, request }) =>
      getNotificationCounts(deps, readerOf(session, request.id)),
    ),
    defineRoute(searchNotificationsContract, async ({ body, session, request }) =>
      searchNotifications(deps, readerOf(session, request.id), body),
    ),
  ];
}
