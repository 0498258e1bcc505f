import { eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { projectQuotePriceSnapshots } from '../../db/schema/quotes.ts';

/** Queries of the prices a superseded revision was quoted at (ADR 0046). */

export type PriceSnapshotRow = typeof projectQuotePriceSnapshots.$inferSelect;
export type PriceSnapshotInsert = typeof projectQuotePriceSnapshots.$inferInsert;

export async function insertPriceSnapshot(
  db: DatabaseOrTransaction,
  row: PriceSnapshotInsert,
): Promise<void> {
  await db.insert(projectQuotePriceSnapshots).values(row);
}

export async function findPriceSnapshot(
  db: DatabaseOrTransaction,
  quoteId: number,
): Promise<PriceSnapshotRow | undefined> {
  const [row] = await db
    .select()
    .from(projectQuotePriceSnapshots)
    .where(eq(projectQuotePriceSnapshots.projectQuoteId, quoteId));
  return row;
}

/** The kept quote totals of those of the quotes that are superseded revisions with a kept copy. */
export async function selectKeptTotals(
  db: DatabaseOrTransaction,
  quoteIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .select({
      projectQuoteId: projectQuotePriceSnapshots.projectQuoteId,
      totals: projectQuotePriceSnapshots.totals,
    })
    .from(projectQuotePriceSnapshots)
    .where(inArray(projectQuotePriceSnapshots.projectQuoteId, [...quoteIds]));
  return new Map(rows.map((row) => [row.projectQuoteId, row.totals?.Total ?? null]));
}
