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
import { viewerOf } from '../auth/viewer.ts';
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
    defineRoute(searchSchedulesContract, async ({ query, session }) =>
      searchSchedules(deps, viewerOf(session), query),
    ),
    defineRoute(getSchedules, async ({ session }) => getRecentSchedules(deps, viewerOf(session))),
    defineRoute(getSchedule, async ({ params, session }) =>
      loadSchedule(deps.db, viewerOf(session), params.projectScheduleId),
    ),
    defineRoute(getSchedulesByProjectIdContract, async ({ params, session }) =>
      getSchedulesByProjectId(deps, viewerOf(session), params.projectId),
    ),
    defineRoute(getSchedulesByUserIdContract, async ({ params, session }) =>
      getSchedulesByUserId(deps, viewerOf(session), params.userId),
    ),
    defineRoute(createScheduleContract, async ({ body, session }) =>
      createSchedule(deps, viewerOf(session), body),
    ),
    defineRoute(updateScheduleContract, async ({ body, session }) =>
      updateSchedule(deps, viewerOf(session), body),
    ),
    defineRoute(projectScheduleLocationUpsert, async ({ body, session }) =>
      upsertScheduleLocation(deps, viewerOf(session), body),
    ),
    defineRoute(copyLineItemsContract, async ({ params, body, session }) =>
      copyLineItems(deps, viewerOf(session), params.scheduleId, body),
    ),
  ];
}
