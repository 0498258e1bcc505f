import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { isoTimestamp, selectRows } from '../../db/raw-sql.ts';
import { eventLogs } from '../../db/schema/projects.ts';

export type EventEntityType = (typeof eventLogs.$inferInsert)['entityType'];

export type EventLogInsert = {
  projectId: number;
  entityType: EventEntityType;
  entityId: number;
  action: string;
  summary: string;
  userId: number;
  impersonatorUserId: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export async function insertEventLogs(db: DatabaseOrTransaction, events: EventLogInsert[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(eventLogs)
    .values(events.map((event) => ({ ...event, before: event.before ?? null, after: event.after ?? null })));
}

export type EventLogRow = {
  event_log_id: number;
  project_id: number;
  entity_type: string;
  entity_id: number;
  action: string;
  summary: string;
  user_name: string;
  impersonator_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
  total_count: number;
};

/** One page of a project's events, newest first, with the total (window count, one query). */
export async function selectProjectEvents(
  db: DatabaseOrTransaction,
  projectId: number,
  pageNumber: number,
  pageSize: number,
  withQuotes = true,
): Promise<EventLogRow[]> {
  return selectRows<EventLogRow>(
    db,
    sql`select ev.event_log_id, ev.project_id, ev.entity_type, ev.entity_id, ev.action, ev.summary,
        trim(u.first_name || ' ' || u.last_name) as user_name,
        case when i.user_id is null then null else trim(i.first_name || ' ' || i.last_name) end as impersonator_name,
        ev.before, ev.after, ${isoTimestamp(sql`ev.at`)} as at, (count(*) over ())::int as total_count
      from event_log ev
      join app_user u on u.user_id = ev.user_id
      left join app_user i on i.user_id = ev.impersonator_user_id
      where ev.project_id = ${projectId} and (${withQuotes} or ev.entity_type <> 'ProjectQuote')
      order by ev.at desc, ev.event_log_id desc
      limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`,
  );
}

export async function countProjectEvents(
  db: DatabaseOrTransaction,
  projectId: number,
  withQuotes = true,
): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from event_log
      where project_id = ${projectId} and (${withQuotes} or entity_type <> 'ProjectQuote')`,
  );
  return row?.total ?? 0;
}
