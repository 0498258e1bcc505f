import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { SCHEDULE_SEARCH_LIMIT } from '@airquote/shared/contracts/project-schedule/search-schedules';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { changedFields, recordEvent } from '../event-log/event-log.service.ts';
import {
  type LocationInput,
  recordLocationChange,
  upsertOwnedLocation,
} from '../location/location.service.ts';
import {
  accessMessages,
  requireVisibleProject,
  requireVisibleSchedule,
  type ScheduleRow,
  touchProject,
} from '../project/project-access.ts';
import {
  insertSchedule,
  scheduleConditions,
  selectSchedules,
  updateScheduleIfVersion,
} from './project-schedule.repository.ts';

export async function loadSchedule(
  db: DatabaseOrTransaction,
  viewer: Actor,
  scheduleId: number,
): Promise<ProjectSchedule> {
  const [schedule] = await selectSchedules(db, viewer, scheduleConditions.id(scheduleId), 1);
  if (!schedule) throw notFound(accessMessages.scheduleNotFound);
  return schedule;
}

export async function getSchedulesByProjectId(deps: AppDeps, viewer: Actor, projectId: number) {
  await requireVisibleProject(deps.db, viewer, projectId);
  return selectSchedules(deps.db, viewer, scheduleConditions.project(projectId), 1000);
}

/** Schedules a user created, among the projects the viewer may see. */
export async function getSchedulesByUserId(deps: AppDeps, viewer: Actor, userId: number) {
  return selectSchedules(deps.db, viewer, scheduleConditions.createdBy(userId), 500);
}

/** The most recently changed schedules the viewer may see, inactive ones included. */
export async function getRecentSchedules(deps: AppDeps, viewer: Actor) {
  return selectSchedules(deps.db, viewer, scheduleConditions.all(), 200);
}

export async function searchSchedules(
  deps: AppDeps,
  viewer: Actor,
  query: { searchText: string; projectId?: number | undefined; includeInactive: boolean },
) {
  if (query.projectId !== undefined) await requireVisibleProject(deps.db, viewer, query.projectId);
  return selectSchedules(deps.db, viewer, scheduleConditions.search(query), SCHEDULE_SEARCH_LIMIT);
}

function scheduleSnapshot(row: Pick<ScheduleRow, 'name' | 'description' | 'isActive'>) {
  return { Name: row.name, Description: row.description, IsActive: row.isActive };
}

export async function createSchedule(
  deps: AppDeps,
  viewer: Actor,
  input: { ProjectId: number; Name: string; Description: string },
): Promise<ProjectSchedule> {
  const scheduleId = await deps.db.transaction(async (tx) => {
    const project = await requireVisibleProject(tx, viewer, input.ProjectId);
    const schedule = await insertSchedule(tx, {
      projectId: project.projectId,
      name: input.Name,
      description: input.Description,
      createdByUserId: viewer.userId,
    });
    await touchProject(tx, viewer, project.projectId);
    await recordEvent(tx, viewer, {
      projectId: project.projectId,
      entityType: 'ProjectSchedule',
      entityId: schedule.projectScheduleId,
      action: 'Created',
      summary: `Added schedule "${schedule.name}"`,
      after: scheduleSnapshot(schedule),
    });
    return schedule.projectScheduleId;
  });
  return loadSchedule(deps.db, viewer, scheduleId);
}

/** The schedule if the caller's row version is still current; 409 (stale) otherwise. */
async function requireCurrentSchedule(
  db: DatabaseOrTransaction,
  viewer: Actor,
  scheduleId: number,
  rowVersion: number,
) {
  const found = await requireVisibleSchedule(db, viewer, scheduleId);
  assertRowVersion(found.schedule, rowVersion);
  return found;
}

export async function updateSchedule(
  deps: AppDeps,
  viewer: Actor,
  input: {
    ProjectScheduleId: number;
    Name: string;
    Description: string;
    IsActive: boolean;
    RowVersion: number;
  },
): Promise<ProjectSchedule> {
  await deps.db.transaction(async (tx) => {
    const { schedule } = await requireCurrentSchedule(tx, viewer, input.ProjectScheduleId, input.RowVersion);
    const values = { name: input.Name, description: input.Description, isActive: input.IsActive };
    const change = changedFields(scheduleSnapshot(schedule), scheduleSnapshot(values));
    if (change.names.length === 0) return;
    const updated = updatedOrStale(
      await updateScheduleIfVersion(tx, schedule.projectScheduleId, input.RowVersion, values),
    );
    await touchProject(tx, viewer, schedule.projectId);
    const statusOnly = change.names.length === 1 && change.names[0] === 'IsActive';
    const action = statusOnly ? (input.IsActive ? 'Activated' : 'Deactivated') : 'Updated';
    await recordEvent(tx, viewer, {
      projectId: schedule.projectId,
      entityType: 'ProjectSchedule',
      entityId: schedule.projectScheduleId,
      action,
      summary: statusOnly
        ? `${action} schedule "${updated.name}"`
        : `Changed ${change.names.join(', ')} of schedule "${updated.name}"`,
      before: change.before,
      after: change.after,
    });
  });
  return loadSchedule(deps.db, viewer, input.ProjectScheduleId);
}

export async function upsertScheduleLocation(
  deps: AppDeps,
  viewer: Actor,
  input: { ProjectScheduleId: number; RowVersion: number; Location: LocationInput },
): Promise<ProjectSchedule> {
  await deps.db.transaction(async (tx) => {
    const { schedule } = await requireCurrentSchedule(tx, viewer, input.ProjectScheduleId, input.RowVersion);
    const { before, after } = await upsertOwnedLocation(tx, schedule.locationId, input.Location);
    updatedOrStale(
      await updateScheduleIfVersion(tx, schedule.projectScheduleId, input.RowVersion, {
        locationId: after.locationId,
      }),
    );
    await touchProject(tx, viewer, schedule.projectId);
    await recordLocationChange(tx, viewer, {
      projectId: schedule.projectId,
      ownerLabel: `schedule "${schedule.name}"`,
      before,
      after,
    });
  });
  return loadSchedule(deps.db, viewer, input.ProjectScheduleId);
}
