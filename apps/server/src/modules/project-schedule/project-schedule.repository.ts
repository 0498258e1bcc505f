import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { containsPattern, isoTimestamp, selectRows } from '../../db/raw-sql.ts';
import { projectScheduleLineItems, projectSchedules } from '../../db/schema/projects.ts';
import type { Actor } from '../auth/actor.ts';
import type { ScheduleRow } from '../project/project-access.ts';
import { projectVisibleTo } from '../project/project-access.ts';

type ScheduleListRow = {
  project_schedule_id: number;
  project_id: number;
  project_name: string;
  name: string;
  description: string;
  is_active: boolean;
  row_version: number;
  date_created: string;
  date_modified: string;
  line_item_count: number;
  active_line_item_count: number;
  location_id: number | null;
  address1: string;
  address2: string;
  city: string;
  state_province_code: string;
  postal_code: string;
  country_code: string;
  location_row_version: number;
};

function toProjectSchedule(row: ScheduleListRow): ProjectSchedule {
  return {
    ProjectScheduleId: row.project_schedule_id,
    ProjectId: row.project_id,
    ProjectName: row.project_name,
    Name: row.name,
    Description: row.description,
    IsActive: row.is_active,
    Location:
      row.location_id === null
        ? null
        : {
            LocationId: row.location_id,
            Address1: row.address1,
            Address2: row.address2,
            City: row.city,
            StateProvinceCode: row.state_province_code,
            PostalCode: row.postal_code,
            CountryCode: row.country_code,
            RowVersion: row.location_row_version,
          },
    LineItemCount: row.line_item_count,
    ActiveLineItemCount: row.active_line_item_count,
    RowVersion: row.row_version,
    DateCreated: row.date_created,
    DateModified: row.date_modified,
  };
}

/** Schedules of visible projects matching a condition on `s`, newest change first, with counts. */
export async function selectSchedules(
  db: DatabaseOrTransaction,
  viewer: Actor,
  condition: SQL,
  limit: number,
): Promise<ProjectSchedule[]> {
  const rows = await selectRows<ScheduleListRow>(
    db,
    sql`select s.project_schedule_id, s.project_id, p.name as project_name, s.name, s.description, s.is_active,
        s.row_version, ${isoTimestamp(sql`s.date_created`)} as date_created,
        ${isoTimestamp(sql`s.date_modified`)} as date_modified,
        s.line_item_count, s.active_line_item_count,
        l.location_id, l.address1, l.address2, l.city, l.state_province_code, l.postal_code, l.country_code,
        l.row_version as location_row_version
      from project_schedule s
      join project p on p.project_id = s.project_id
      left join location l on l.location_id = s.location_id
      where ${projectVisibleTo(viewer, 'p')} and ${condition}
      order by s.date_modified desc, s.project_schedule_id desc
      limit ${limit}`,
  );
  return rows.map(toProjectSchedule);
}

export async function insertSchedule(
  db: DatabaseOrTransaction,
  values: { projectId: number; name: string; description: string; createdByUserId: number },
): Promise<ScheduleRow> {
  const [row] = await db.insert(projectSchedules).values(values).returning();
  if (!row) throw new Error('schedule insert returned no row');
  return row;
}

/** Compare-and-increment of the row version in one statement; undefined when it was stale. */
export async function updateScheduleIfVersion(
  db: DatabaseOrTransaction,
  scheduleId: number,
  expectedRowVersion: number,
  values: Partial<Pick<ScheduleRow, 'name' | 'description' | 'isActive' | 'locationId'>>,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .update(projectSchedules)
    .set({ ...values, rowVersion: sql`${projectSchedules.rowVersion} + 1`, dateModified: sql`now()` })
    .where(
      and(
        eq(projectSchedules.projectScheduleId, scheduleId),
        eq(projectSchedules.rowVersion, expectedRowVersion),
      ),
    )
    .returning();
  return row;
}

/** A line item change touches its schedule: the schedule list sorts by its DateModified. */
export async function touchSchedule(db: DatabaseOrTransaction, scheduleId: number): Promise<void> {
  await db
    .update(projectSchedules)
    .set({ dateModified: sql`now()` })
    .where(eq(projectSchedules.projectScheduleId, scheduleId));
}

/**
 * The next `count` free tags of the schedule's UNIT-n sequence. The first statement locks the
 * schedule row until the transaction ends, so two writers never take the same numbers; numbers a
 * user already typed as a tag are skipped.
 */
export async function allocateItemTags(
  db: DatabaseOrTransaction,
  scheduleId: number,
  prefix: string,
  count: number,
  /** Tags the caller is about to use itself (copies keeping theirs): never handed out. */
  reserved: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const [schedule] = await db
    .update(projectSchedules)
    .set({ dateModified: sql`now()` })
    .where(eq(projectSchedules.projectScheduleId, scheduleId))
    .returning({ nextTagNumber: projectSchedules.nextTagNumber });
  if (!schedule) throw new Error(`schedule ${scheduleId} vanished`);
  const taken = await selectRows<{ item_tag: string }>(
    db,
    sql`select item_tag from ${projectScheduleLineItems}
      where project_schedule_id = ${scheduleId} and item_tag like ${`${prefix}%`}`,
  );
  const takenTags = new Set(taken.map((row) => row.item_tag));
  const tags: string[] = [];
  let number = schedule.nextTagNumber;
  while (tags.length < count) {
    const tag = `${prefix}${number}`;
    number += 1;
    if (!takenTags.has(tag) && !reserved.has(tag)) tags.push(tag);
  }
  await db
    .update(projectSchedules)
    .set({ nextTagNumber: number })
    .where(eq(projectSchedules.projectScheduleId, scheduleId));
  return tags;
}

/** Every tag of a schedule's line items, active or not (the unique index covers both). */
export async function selectItemTags(db: DatabaseOrTransaction, scheduleId: number): Promise<Set<string>> {
  const rows = await selectRows<{ item_tag: string }>(
    db,
    sql`select item_tag from ${projectScheduleLineItems} where project_schedule_id = ${scheduleId}`,
  );
  return new Set(rows.map((row) => row.item_tag));
}

/** The conditions selectSchedules takes (its `s` is project_schedule). */
export const scheduleConditions = {
  all: (): SQL => sql`true`,
  id: (scheduleId: number): SQL => sql`s.project_schedule_id = ${scheduleId}`,
  project: (projectId: number): SQL => sql`s.project_id = ${projectId}`,
  createdBy: (userId: number): SQL => sql`s.created_by_user_id = ${userId}`,
  /** The schedule search: name contains the text, in one project if given, inactive ones on request. */
  search(query: { searchText: string; projectId?: number | undefined; includeInactive: boolean }): SQL {
    const conditions = [
      query.searchText ? sql`lower(s.name) like ${containsPattern(query.searchText)}` : sql`true`,
      query.projectId === undefined ? sql`true` : sql`s.project_id = ${query.projectId}`,
      query.includeInactive ? sql`true` : sql`s.is_active`,
    ];
    return sql.join(conditions, sql` and `);
  },
};
