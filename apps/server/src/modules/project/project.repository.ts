import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { companies } from '../../db/schema/companies.ts';
import {
  locations,
  projectMarkets,
  projectPhases,
  projectSchedules,
  projectStatuses,
  projects,
  projectUsers,
  winProbabilities,
} from '../../db/schema/projects.ts';
import { appUsers } from '../../db/schema/users.ts';
import type { ProjectRow } from './project-access.ts';

export type ProjectValues = Pick<
  typeof projects.$inferInsert,
  | 'name'
  | 'description'
  | 'expectedCloseDate'
  | 'companyId'
  | 'brandId'
  | 'projectMarketId'
  | 'projectStatusId'
  | 'projectPhaseId'
  | 'winProbabilityId'
>;

export const projectLookupTables = {
  market: projectMarkets,
  status: projectStatuses,
  phase: projectPhases,
  winProbability: winProbabilities,
} as const;
export type ProjectLookupKind = keyof typeof projectLookupTables;

export async function selectLookupOptions(
  db: DatabaseOrTransaction,
  kind: ProjectLookupKind,
  includeInactive: boolean,
) {
  const table = projectLookupTables[kind];
  return db
    .select({ Id: table.id, Name: table.name, IsActive: table.isActive })
    .from(table)
    .where(includeInactive ? undefined : eq(table.isActive, true))
    .orderBy(asc(table.sortOrder), asc(table.id));
}

export async function findLookup(db: DatabaseOrTransaction, kind: ProjectLookupKind, id: number) {
  const table = projectLookupTables[kind];
  const [row] = await db
    .select({ id: table.id, isActive: table.isActive })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

export async function findCompany(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.companyId, companyId));
  return row;
}

export async function brandExists(db: DatabaseOrTransaction, brandId: number): Promise<boolean> {
  const [row] = await db.select({ brandId: brands.brandId }).from(brands).where(eq(brands.brandId, brandId));
  return !!row;
}

export async function insertProject(
  db: DatabaseOrTransaction,
  values: ProjectValues & { createdByUserId: number },
): Promise<ProjectRow> {
  const [row] = await db
    .insert(projects)
    .values({ ...values, modifiedByUserId: values.createdByUserId })
    .returning();
  if (!row) throw new Error('project insert returned no row');
  return row;
}

/**
 * Changes a project only if it still has the row version the caller read (compare and increment
 * in one statement); undefined when someone else changed it first.
 */
export async function updateProjectIfVersion(
  db: DatabaseOrTransaction,
  projectId: number,
  expectedRowVersion: number,
  values: Partial<ProjectValues> & {
    isActive?: boolean;
    locationId?: number | null;
    modifiedByUserId: number;
  },
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...values, rowVersion: sql`${projects.rowVersion} + 1`, dateModified: sql`now()` })
    .where(and(eq(projects.projectId, projectId), eq(projects.rowVersion, expectedRowVersion)))
    .returning();
  return row;
}

export async function selectProjectUsers(db: DatabaseOrTransaction, projectId: number) {
  return db
    .select({
      userId: appUsers.userId,
      firstName: appUsers.firstName,
      lastName: appUsers.lastName,
      emailAddress: appUsers.emailAddress,
      companyName: companies.name,
      dateAdded: projectUsers.dateAdded,
    })
    .from(projectUsers)
    .innerJoin(appUsers, eq(appUsers.userId, projectUsers.userId))
    .leftJoin(companies, eq(companies.companyId, appUsers.defaultCompanyId))
    .where(eq(projectUsers.projectId, projectId))
    .orderBy(asc(appUsers.lastName), asc(appUsers.firstName), asc(appUsers.userId));
}

export async function findProjectUser(db: DatabaseOrTransaction, projectId: number, userId: number) {
  const [row] = await db
    .select()
    .from(projectUsers)
    .where(and(eq(projectUsers.projectId, projectId), eq(projectUsers.userId, userId)));
  return row;
}

export async function insertProjectUser(
  db: DatabaseOrTransaction,
  values: { projectId: number; userId: number; addedByUserId: number },
): Promise<boolean> {
  const inserted = await db.insert(projectUsers).values(values).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function deleteProjectUser(db: DatabaseOrTransaction, projectId: number, userId: number) {
  const deleted = await db
    .delete(projectUsers)
    .where(and(eq(projectUsers.projectId, projectId), eq(projectUsers.userId, userId)))
    .returning();
  return deleted.length > 0;
}

export async function findUserByEmail(db: DatabaseOrTransaction, email: string) {
  const [user] = await db
    .select()
    .from(appUsers)
    .where(sql`lower(${appUsers.emailAddress}) = ${email.trim().toLowerCase()}`);
  return user;
}

/** The project's own fields the list row lacks, and its location. */
export async function findProjectWithLocation(db: DatabaseOrTransaction, projectId: number) {
  const [row] = await db
    .select()
    .from(projects)
    .leftJoin(locations, eq(locations.locationId, projects.locationId))
    .where(eq(projects.projectId, projectId));
  return row;
}

/** Each schedule of a project with its location (ship-to / bill-to candidates). */
export async function selectScheduleLocations(db: DatabaseOrTransaction, projectId: number) {
  return db
    .select({ schedule: projectSchedules, location: locations })
    .from(projectSchedules)
    .leftJoin(locations, eq(locations.locationId, projectSchedules.locationId))
    .where(eq(projectSchedules.projectId, projectId))
    .orderBy(desc(projectSchedules.dateModified), desc(projectSchedules.projectScheduleId));
}
