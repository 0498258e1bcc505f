import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { containsPattern } from '../../db/raw-sql.ts';
import { distributors, regions } from '../../db/schema/pricing.ts';

export type DistributorRow = typeof distributors.$inferSelect & { regionName: string | null };
export type DistributorValues = Omit<
  typeof distributors.$inferInsert,
  'distributorId' | 'rowVersion' | 'dateCreated' | 'dateModified'
>;

export async function selectDistributors(
  db: DatabaseOrTransaction,
  filter: {
    includeInactive: boolean;
    searchText?: string | null | undefined;
    regionId?: number | null | undefined;
    distributorId?: number;
  },
): Promise<DistributorRow[]> {
  const conditions: SQL[] = [];
  if (!filter.includeInactive) conditions.push(eq(distributors.isActive, true));
  if (filter.regionId) conditions.push(eq(distributors.regionId, filter.regionId));
  if (filter.distributorId !== undefined)
    conditions.push(eq(distributors.distributorId, filter.distributorId));
  if (filter.searchText) {
    const pattern = containsPattern(filter.searchText);
    const text = or(
      sql`lower(${distributors.name}) like ${pattern}`,
      sql`lower(${distributors.contactName}) like ${pattern}`,
      sql`lower(${distributors.city}) like ${pattern}`,
    );
    if (text) conditions.push(text);
  }
  const rows = await db
    .select({ distributor: distributors, regionName: regions.name })
    .from(distributors)
    .leftJoin(regions, eq(regions.regionId, distributors.regionId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${distributors.name})`), asc(distributors.distributorId));
  return rows.map((row) => ({ ...row.distributor, regionName: row.regionName }));
}

export async function lockDistributor(db: DatabaseOrTransaction, distributorId: number) {
  const [row] = await db
    .select()
    .from(distributors)
    .where(eq(distributors.distributorId, distributorId))
    .for('update');
  return row;
}

export async function regionExists(db: DatabaseOrTransaction, regionId: number): Promise<boolean> {
  const [row] = await db
    .select({ regionId: regions.regionId })
    .from(regions)
    .where(eq(regions.regionId, regionId));
  return !!row;
}

export async function insertDistributor(
  db: DatabaseOrTransaction,
  values: DistributorValues,
): Promise<number> {
  const [row] = await db.insert(distributors).values(values).returning({ id: distributors.distributorId });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Compare-and-increment: no row when the version moved on (lib/row-version.ts turns that into 409). */
export async function updateDistributorIfVersion(
  db: DatabaseOrTransaction,
  distributorId: number,
  expectedRowVersion: number,
  values: DistributorValues,
) {
  const [row] = await db
    .update(distributors)
    .set({ ...values, rowVersion: sql`${distributors.rowVersion} + 1`, dateModified: sql`now()` })
    .where(
      and(eq(distributors.distributorId, distributorId), eq(distributors.rowVersion, expectedRowVersion)),
    )
    .returning({ id: distributors.distributorId });
  return row;
}

export async function deleteDistributorIfVersion(
  db: DatabaseOrTransaction,
  distributorId: number,
  expectedRowVersion: number,
) {
  const [row] = await db
    .delete(distributors)
    .where(
      and(eq(distributors.distributorId, distributorId), eq(distributors.rowVersion, expectedRowVersion)),
    )
    .returning({ id: distributors.distributorId });
  return row;
}
