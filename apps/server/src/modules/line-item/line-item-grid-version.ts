import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { selectRows } from '../../db/raw-sql.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { accessMessages, projectVisibleTo } from '../project/project-access.ts';

/**
 * The version a schedule's line-item grid was built from: its line items (line_items_version,
 * raised by triggers) and the catalog the rows name (models, prices). One indexed read that also
 * checks the viewer may see the schedule (404 otherwise), so a cached grid is never shown to
 * someone who may not see it.
 */
export async function readLineItemGridVersion(
  db: DatabaseOrTransaction,
  viewer: Actor,
  scheduleId: number,
): Promise<string> {
  const [row] = await selectRows<{ version: string }>(
    db,
    sql`select s.line_items_version::text || '.' ||
          coalesce((select version::text from data_version where name = 'catalog'), '0') as version
        from project_schedule s join project p on p.project_id = s.project_id
        where s.project_schedule_id = ${scheduleId} and ${projectVisibleTo(viewer, 'p')}`,
  );
  if (!row) throw notFound(accessMessages.scheduleNotFound);
  return row.version;
}
