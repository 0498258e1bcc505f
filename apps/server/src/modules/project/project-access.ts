import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { projectScheduleLineItems, projectSchedules, projects } from '../../db/schema/projects.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';

export const accessMessages = {
  projectNotFound: 'Project not found.',
  scheduleNotFound: 'Schedule not found.',
  lineItemNotFound: 'Line item not found.',
  lineItemsNotFound: 'One or more of the line items were not found.',
} as const;

/**
 * The condition "the project row `alias` is visible to the viewer" (docs/domain.md section 1): internal
 * staff see all; others see their active companies' projects and those they were added to. Both
 * subqueries are uncorrelated, so PostgreSQL runs each once (hashed) instead of once per row.
 */
export function projectVisibleTo(viewer: Actor, alias = 'project'): SQL {
  if (viewer.isInternal) return sql`true`;
  const project = sql.raw(alias);
  return sql`(${project}.company_id in (select e.company_id from employee e
      where e.user_id = ${viewer.userId} and e.is_active)
    or ${project}.project_id in (select pu.project_id from project_user pu where pu.user_id = ${viewer.userId}))`;
}

export type ProjectRow = typeof projects.$inferSelect;
export type ScheduleRow = typeof projectSchedules.$inferSelect;
export type LineItemRow = typeof projectScheduleLineItems.$inferSelect;

/** The project if the viewer may see it; anything else is 404 so ids do not leak. */
export async function requireVisibleProject(
  db: DatabaseOrTransaction,
  viewer: Actor,
  projectId: number,
): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.projectId, projectId), projectVisibleTo(viewer)));
  if (!row) throw notFound(accessMessages.projectNotFound);
  return row;
}

export async function requireVisibleSchedule(
  db: DatabaseOrTransaction,
  viewer: Actor,
  scheduleId: number,
): Promise<{ schedule: ScheduleRow; project: ProjectRow }> {
  const [row] = await db
    .select()
    .from(projectSchedules)
    .innerJoin(projects, eq(projects.projectId, projectSchedules.projectId))
    .where(and(eq(projectSchedules.projectScheduleId, scheduleId), projectVisibleTo(viewer)));
  if (!row) throw notFound(accessMessages.scheduleNotFound);
  return { schedule: row.project_schedule, project: row.project };
}

/** Line items the viewer may see, in no particular order; 404 unless every id is one of them. */
export async function requireVisibleLineItems(
  db: DatabaseOrTransaction,
  viewer: Actor,
  lineItemIds: readonly number[],
): Promise<Array<{ lineItem: LineItemRow; schedule: ScheduleRow }>> {
  const wanted = [...new Set(lineItemIds)];
  const rows = await db
    .select({ lineItem: projectScheduleLineItems, schedule: projectSchedules })
    .from(projectScheduleLineItems)
    .innerJoin(
      projectSchedules,
      eq(projectSchedules.projectScheduleId, projectScheduleLineItems.projectScheduleId),
    )
    .innerJoin(projects, eq(projects.projectId, projectSchedules.projectId))
    .where(
      and(inArray(projectScheduleLineItems.projectScheduleLineItemId, wanted), projectVisibleTo(viewer)),
    );
  if (rows.length !== wanted.length)
    throw notFound(wanted.length === 1 ? accessMessages.lineItemNotFound : accessMessages.lineItemsNotFound);
  return rows;
}

/** Keeps project lists in order: any change inside a project makes it the most recently changed. */
export async function touchProject(
  db: DatabaseOrTransaction,
  viewer: Actor,
  projectId: number,
): Promise<void> {
  await db
    .update(projects)
    .set({ dateModified: sql`now()`, modifiedByUserId: viewer.userId })
    .where(eq(projects.projectId, projectId));
}
