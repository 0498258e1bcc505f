import { copyLineItems as copyLineItemsContract } from '@airquote/shared/contracts/project-schedule/copy-line-items';
import { createSchedule as createScheduleContract } from '@airquote/shared/contracts/project-schedule/create-schedule';
import { getSchedule } from '@airquote/shared/contracts/project-schedule/get-schedule';
import { getSchedules } from '@airquote/shared/contracts/project-schedule/get-schedules';
import { getSchedulesByProjectId as getSchedulesByProjectIdContract } from '@airquote/shared/contracts/project-schedule/get-schedules-by-project-id';
import { getSchedulesByUserId as getSchedulesByUserIdContract } from '@airquote/shared/contracts/project-schedule/get-schedules-by-user-id';
import { projectScheduleLocationUpsert } from '@airquote/shared/contracts/project-schedule/project-schedule-location-upsert';
import { searchSchedules as searchSchedulesContract } from '@airquote/shared/contracts/project-schedule/search-schedules';
import { updateSchedule as updateScheduleContract } from '@airquote/shared/contracts/project-schedule/update-schedule';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { copyLineItems } from '../line-item/line-item-copy.service.ts';
import {
  createSchedule,
  getRecentSchedules,
  getSchedulesByProjectId,
  getSchedulesByUserId,
  loadSchedule,
  searchSchedules,
  updateSchedule,
  upsertScheduleLocation,
} from './project-schedule.service.ts';

export function projectScheduleRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(searchSchedulesContract, async ({ query, session, request }) =>
      searchSchedules(deps, actorOf(session, request.id), query),
    ),
    defineRoute(getSchedules, async ({ session, request }) =>
      getRecentSchedules(deps, actorOf(session, request.id)),
    ),
    defineRoute(getSchedule, async ({ params, session, request }) =>
      loadSchedule(deps.db, actorOf(session, request.id), params.projectScheduleId),
    ),
    defineRoute(getSchedulesByProjectIdContract, async ({ params, session, request }) =>
      getSchedulesByProjectId(deps, actorOf(session, request.id), params.projectId),
    ),
    defineRoute(getSchedulesByUserIdContract, async ({ params, session, request }) =>
      getSchedulesByUserId(deps, actorOf(session, request.id), params.userId),
    ),
    defineRoute(createScheduleContract, async ({ body, session, request }) =>
      createSchedule(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateScheduleContract, async ({ body, session, request }) =>
      updateSchedule(deps, actorOf(session, request.id), body),
    ),
    defineRoute(projectScheduleLocationUpsert, async ({ body, session, request }) =>
      upsertScheduleLocation(deps, actorOf(session, request.id), body),
    ),
    defineRoute(copyLineItemsContract, async ({ params, body, session, request }) =>
      copyLineItems(deps, actorOf(session, request.id), params.scheduleId, body),
    ),
  ];
}
