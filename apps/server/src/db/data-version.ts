import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from './client.ts';
import { selectRows } from './raw-sql.ts';

/** Names of the counters in data_version (schema/data-versions.ts, raised by migrations 0007 and 0013). */
export type DataVersionName = 'projects' | 'catalog' | 'reports';

/**
 * The committed version of a data set. Read it BEFORE building an answer to cache: the answer then
 * holds at least everything that version stands for (READ COMMITTED sees later commits too).
 */
export async function readDataVersion(db: DatabaseOrTransaction, name: DataVersionName): Promise<string> {
  const [row] = await selectRows<{ version: string }>(
    db,
    sql`select version::text as version from data_version where name = ${name}`,
  );
  return row?.version ?? '0';
}
