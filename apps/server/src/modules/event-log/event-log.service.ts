import type { EventLog } from '@airquote/shared/contracts/project/project-schemas';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { requireVisibleProject } from '../project/project-access.ts';
import {
  countProjectEvents,
  type EventEntityType,
  type EventLogRow,
  insertEventLogs,
  selectProjectEvents,
} from './event-log.repository.ts';

export type ProjectEvent = {
  projectId: number;
  entityType: EventEntityType;
  entityId: number;
  action: string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes who changed what (docs/domain.md section 7). Call it with the transaction of the change, so the
 * event exists exactly when the change does.
 */
export async function recordEvents(
  db: DatabaseOrTransaction,
  viewer: Actor,
  events: ProjectEvent[],
): Promise<void> {
  await insertEventLogs(
    db,
    events.map((event) => ({
      ...event,
      userId: viewer.userId,
      impersonatorUserId: viewer.impersonatorUserId,
    })),
  );
}

export async function recordEvent(db: DatabaseOrTransaction, viewer: Actor, event: ProjectEvent) {
  await recordEvents(db, viewer, [event]);
}

/** The fields whose values differ, as before/after objects holding only those fields. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T>; names: string[] } {
  const changedBefore: Partial<T> = {};
  const changedAfter: Partial<T> = {};
  const names: string[] = [];
  for (const key of Object.keys(after) as Array<keyof T & string>) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changedBefore[key] = before[key];
    changedAfter[key] = after[key];
    names.push(key);
  }
  return { before: changedBefore, after: changedAfter, names };
}

function toEventLog(row: EventLogRow): EventLog {
  return {
    EventLogId: row.event_log_id,
    ProjectId: row.project_id,
    EntityType: row.entity_type,
    EntityId: row.entity_id,
    Action: row.action,
    Summary: row.summary,
    UserName: row.user_name,
    ImpersonatorName: row.impersonator_name,
    Before: row.before,
    After: row.after,
    At: row.at,
  };
}

export async function searchProjectEvents(
  deps: AppDeps,
  viewer: Actor,
  query: { projectId: number; pageNumber: number; pageSize: number },
): Promise<{ EventLogs: EventLog[]; TotalCount: number }> {
  await requireVisibleProject(deps.db, viewer, query.projectId);
  // Quote, order and multiplier events name quote numbers and statuses: only quote readers get them.
  const withQuotes = viewer.permissions.has('quote.view');
  const rows = await selectProjectEvents(
    deps.db,
    query.projectId,
    query.pageNumber,
    query.pageSize,
    withQuotes,
  );
  // A page past the end has no row to carry the window count.
  const total =
    rows[0]?.total_count ??
    (query.pageNumber > 1 ? await countProjectEvents(deps.db, query.projectId, withQuotes) : 0);
  return { EventLogs: rows.map(toEventLog), TotalCount: total };
}
