import { UserRole } from '@airquote/shared/enums/roles';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { containsPattern } from '../../db/raw-sql.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyRegions, regions } from '../../db/schema/pricing.ts';
import { appUsers } from '../../db/schema/users.ts';
import { selectActiveRoleMembers } from '../app-user/role-members.repository.ts';

export type RegionRow = {
  regionId: number;
  name: string;
  regionalSalesManagerUserId: number | null;
  regionalSalesManagerName: string | null;
  isActive: boolean;
  companyIds: number[];
  rowVersion: number;
  dateModified: Date;
};

export async function selectRegions(
  db: DatabaseOrTransaction,
  filter: { includeInactive: boolean; searchText?: string | null | undefined; regionId?: number },
): Promise<RegionRow[]> {
  const conditions: SQL[] = [];
  if (!filter.includeInactive) conditions.push(eq(regions.isActive, true));
  if (filter.searchText)
    conditions.push(sql`lower(${regions.name}) like ${containsPattern(filter.searchText)}`);
  if (filter.regionId !== undefined) conditions.push(eq(regions.regionId, filter.regionId));
  return db
    .select({
      regionId: regions.regionId,
      name: regions.name,
      regionalSalesManagerUserId: regions.regionalSalesManagerUserId,
      regionalSalesManagerName: sql<string | null>`case when ${appUsers.userId} is null then null
        else ${appUsers.firstName} || ' ' || ${appUsers.lastName} end`,
      isActive: regions.isActive,
      companyIds: sql<number[]>`coalesce((select array_agg(cr.company_id order by cr.company_id)
        from company_region cr where cr.region_id = ${regions.regionId}), '{}')`,
      rowVersion: regions.rowVersion,
      dateModified: regions.dateModified,
    })
    .from(regions)
    .leftJoin(appUsers, eq(appUsers.userId, regions.regionalSalesManagerUserId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${regions.name})`), asc(regions.regionId));
}

export async function lockRegion(db: DatabaseOrTransaction, regionId: number) {
  const [row] = await db.select().from(regions).where(eq(regions.regionId, regionId)).for('update');
  return row;
}

/** The user is active and holds the RegionalSalesManager user role. */
export async function isActiveRegionalSalesManager(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<boolean> {
  const members = await selectActiveRoleMembers(db, UserRole.RegionalSalesManager, { userId });
  return members.length > 0;
}

export async function selectCompanyKinds(db: DatabaseOrTransaction, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ companyId: companies.companyId, kind: companies.kind })
    .from(companies)
    .where(inArray(companies.companyId, [...companyIds]));
}

export async function updateRegionIfVersion(
  db: DatabaseOrTransaction,
  regionId: number,
  expectedRowVersion: number,
  changes: { name: string; regionalSalesManagerUserId: number | null; isActive: boolean },
) {
  const [row] = await db
    .update(regions)
    .set({ ...changes, rowVersion: sql`${regions.rowVersion} + 1`, dateModified: sql`now()` })
    .where(and(eq(regions.regionId, regionId), eq(regions.rowVersion, expectedRowVersion)))
    .returning({ regionId: regions.regionId });
  return row;
}

/** Exactly these companies in the region: others leave it, these move in from wherever they were. */
export async function replaceRegionCompanies(
  db: DatabaseOrTransaction,
  regionId: number,
  companyIds: readonly number[],
): Promise<void> {
  await db
    .delete(companyRegions)
    .where(
      companyIds.length === 0
        ? eq(companyRegions.regionId, regionId)
        : and(eq(companyRegions.regionId, regionId), notInArray(companyRegions.companyId, [...companyIds])),
    );
  if (companyIds.length === 0) return;
  await db
    .insert(companyRegions)
    .values(companyIds.map((companyId) => ({ companyId, regionId })))
    .onConflictDoUpdate({ target: companyRegions.companyId, set: { regionId } });
}

/**
 * The sales region of a company (so of its projects) with its regional sales manager, who reviews
 * the company's multiplier requests beside the VP of pricing (docs/domain.md section 5); undefined if none.
 */
export async function findCompanyRegion(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({
      regionId: regions.regionId,
      name: regions.name,
      regionalSalesManagerUserId: regions.regionalSalesManagerUserId,
      isActive: regions.isActive,
    })
    .from(companyRegions)
    .innerJoin(regions, eq(regions.regionId, companyRegions.regionId))
    .where(eq(companyRegions.companyId, companyId));
  return row;
}
