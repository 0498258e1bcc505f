import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { countries, locations, stateProvinces } from '../../db/schema/projects.ts';
import type { Actor } from '../auth/actor.ts';
import { projectVisibleTo } from '../project/project-access.ts';

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Omit<typeof locations.$inferInsert, 'locationId' | 'rowVersion'>;

export async function listCountriesWithStates(db: DatabaseOrTransaction) {
  const [countryRows, stateRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.name)),
    db.select().from(stateProvinces).orderBy(asc(stateProvinces.name)),
  ]);
  return { countryRows, stateRows };
}

export async function findCountry(db: DatabaseOrTransaction, countryCode: string) {
  const [country] = await db.select().from(countries).where(eq(countries.countryCode, countryCode));
  return country;
}

export async function findStateProvince(db: DatabaseOrTransaction, countryCode: string, code: string) {
  const [state] = await db
    .select()
    .from(stateProvinces)
    .where(and(eq(stateProvinces.countryCode, countryCode), eq(stateProvinces.code, code)));
  return state;
}

export async function findLocation(db: DatabaseOrTransaction, locationId: number) {
  const [location] = await db.select().from(locations).where(eq(locations.locationId, locationId));
  return location;
}

/** A location held by a project or schedule the viewer may see. */
export async function findVisibleLocation(db: DatabaseOrTransaction, viewer: Actor, locationId: number) {
  const [location] = await db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.locationId, locationId),
        sql`(exists (select 1 from project where project.location_id = ${locationId} and ${projectVisibleTo(viewer)})
          or exists (select 1 from project_schedule s join project on project.project_id = s.project_id
            where s.location_id = ${locationId} and ${projectVisibleTo(viewer)}))`,
      ),
    );
  return location;
}

export async function insertLocation(
  db: DatabaseOrTransaction,
  values: LocationValues,
): Promise<LocationRow> {
  const [row] = await db.insert(locations).values(values).returning();
  if (!row) throw new Error('location insert returned no row');
  return row;
}

export async function updateLocation(
  db: DatabaseOrTransaction,
  locationId: number,
  values: LocationValues,
): Promise<LocationRow> {
  const [row] = await db
    .update(locations)
    .set({ ...values, rowVersion: sql`${locations.rowVersion} + 1` })
    .where(eq(locations.locationId, locationId))
    .returning();
  if (!row) throw new Error('location update returned no row');
  return row;
}
