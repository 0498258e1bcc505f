import { eq, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { selectRows } from '../../db/raw-sql.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import type { LineItemRow } from '../project/project-access.ts';

/** Statements stay well below PostgreSQL's 65,535 parameters per statement. */
export const WRITE_CHUNK = 1000;

export function chunks<T>(items: readonly T[], size = WRITE_CHUNK): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export async function selectScheduleLineItemRows(
  db: DatabaseOrTransaction,
  scheduleId: number,
): Promise<LineItemRow[]> {
  return db
    .select()
    .from(projectScheduleLineItems)
    .where(eq(projectScheduleLineItems.projectScheduleId, scheduleId));
}

export type LineItemSheetChange = {
  lineItemId: number;
  rowVersion: number;
  itemTag: string;
  itemQty: number;
  isActive: boolean;
};

/**
 * Applies many line item changes in a few statements, each only if its row version is still the
 * one read (compare-and-increment, as updateLineItemIfVersion does one at a time). Tags move in two
 * steps: the unique tag index is checked row by row, so two items swapping tags would collide.
 * Answers how many rows were changed; fewer than asked means some were stale.
 */
export async function updateLineItemsIfVersion(
  db: DatabaseOrTransaction,
  changes: readonly LineItemSheetChange[],
  movedTagIds: readonly number[],
): Promise<number> {
  for (const ids of chunks(movedTagIds))
    await db.execute(
      sql`update project_schedule_line_item set item_tag = '~moving~' || project_schedule_line_item_id
        where project_schedule_line_item_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
  let updated = 0;
  for (const part of chunks(changes)) {
    const values: SQL = sql.join(
      part.map(
        (change) =>
          sql`(${change.lineItemId}::int, ${change.rowVersion}::int, ${change.itemTag}::text, ${change.itemQty}::int, ${change.isActive}::boolean)`,
      ),
      sql`, `,
    );
    const rows = await selectRows<{ id: number }>(
      db,
      sql`update project_schedule_line_item li
        set item_tag = v.tag, item_qty = v.qty, is_active = v.active,
          row_version = li.row_version + 1, date_modified = now()
        from (values ${values}) as v(id, version, tag, qty, active)
        where li.project_schedule_line_item_id = v.id and li.row_version = v.version
        returning li.project_schedule_line_item_id as id`,
    );
    updated += rows.length;
  }
  return updated;
}
