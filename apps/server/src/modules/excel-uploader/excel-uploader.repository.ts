import { asc, eq } from 'drizzle-orm';
import type { IndexColumn, PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { productModelClasses, productModels, productTypeCategories } from '../../db/schema/catalog.ts';
import {
  airFlowProfiles,
  codeStringSegments,
  codeStringValues,
  coilProfiles,
  filterPressureDrops,
  heatPumpRatings,
  unitSizes,
} from '../../db/schema/catalog-engineering.ts';

/**
 * Reads and writes of the catalog tables the spreadsheets cover (one statement per row written). A
 * rating row an upload writes is the admin's ('upload'): start-up never brings it back to the seed's
 * reference (ADR 0045).
 */
export type ProductModelRow = typeof productModels.$inferSelect;
export type CodeStringValueRow = typeof codeStringValues.$inferSelect;
export type AirFlowProfileRow = typeof airFlowProfiles.$inferSelect;
export type CoilProfileRow = typeof coilProfiles.$inferSelect;
export type FilterPressureDropRow = typeof filterPressureDrops.$inferSelect;
export type HeatPumpRatingRow = typeof heatPumpRatings.$inferSelect;

export async function selectModelClassesWithType(db: DatabaseOrTransaction) {
  return db
    .select({
      productModelClassId: productModelClasses.productModelClassId,
      name: productModelClasses.name,
      productTypeId: productTypeCategories.productTypeId,
    })
    .from(productModelClasses)
    .innerJoin(
      productTypeCategories,
      eq(productTypeCategories.productTypeCategoryId, productModelClasses.productTypeCategoryId),
    )
    .orderBy(asc(productModelClasses.productModelClassId));
}

export async function selectModels(db: DatabaseOrTransaction) {
  return db
    .select()
    .from(productModels)
    .orderBy(asc(productModels.productModelClassId), asc(productModels.sortOrder), asc(productModels.name));
}

export async function selectUnitSizeRows(db: DatabaseOrTransaction) {
  return db.select().from(unitSizes);
}

export async function insertModel(db: DatabaseOrTransaction, values: typeof productModels.$inferInsert) {
  await db.insert(productModels).values(values);
}

export async function updateModel(
  db: DatabaseOrTransaction,
  productModelId: number,
  values: Partial<typeof productModels.$inferInsert>,
) {
  await db.update(productModels).set(values).where(eq(productModels.productModelId, productModelId));
}

// ---------------------------------------------------------------- code strings
export async function selectSegments(db: DatabaseOrTransaction) {
  return db
    .select()
    .from(codeStringSegments)
    .orderBy(asc(codeStringSegments.productModelClassId), asc(codeStringSegments.startPosition));
}

export async function selectValues(db: DatabaseOrTransaction) {
  return db
    .select()
    .from(codeStringValues)
    .orderBy(
      asc(codeStringValues.codeStringSegmentId),
      asc(codeStringValues.sortOrder),
      asc(codeStringValues.code),
    );
}

export async function insertValue(db: DatabaseOrTransaction, values: typeof codeStringValues.$inferInsert) {
  await db.insert(codeStringValues).values(values);
}

export async function updateValue(
  db: DatabaseOrTransaction,
  codeStringValueId: number,
  values: Partial<typeof codeStringValues.$inferInsert>,
) {
  await db
    .update(codeStringValues)
    .set(values)
    .where(eq(codeStringValues.codeStringValueId, codeStringValueId));
}

// ---------------------------------------------------------------- engineering data
type RatingTable =
  | typeof airFlowProfiles
  | typeof coilProfiles
  | typeof filterPressureDrops
  | typeof heatPumpRatings;

/**
 * A rating row of an upload: inserted, or written over the row with the same key. Either way it is
 * the admin's ('upload'), which start-up never brings back to the seed's reference (ADR 0045).
 */
async function upsertUploaded<T extends RatingTable>(
  db: DatabaseOrTransaction,
  table: T,
  key: IndexColumn[],
  values: Omit<T['$inferInsert'], 'source'>,
) {
  const row = { ...values, source: 'upload' };
  await db
    .insert(table)
    .values(row as PgInsertValue<T>)
    .onConflictDoUpdate({ target: key, set: row as PgUpdateSetSource<T> });
}

export async function selectAirFlowProfiles(db: DatabaseOrTransaction) {
  return db
    .select()
    .from(airFlowProfiles)
    .orderBy(asc(airFlowProfiles.productModelId), asc(airFlowProfiles.motorType));
}

export async function upsertAirFlowProfile(
  db: DatabaseOrTransaction,
  values: Omit<typeof airFlowProfiles.$inferInsert, 'airFlowProfileId' | 'source'>,
) {
  await upsertUploaded(
    db,
    airFlowProfiles,
    [airFlowProfiles.productModelId, airFlowProfiles.motorType],
    values,
  );
}

export async function selectCoilProfiles(db: DatabaseOrTransaction) {
  return db
    .select()
    .from(coilProfiles)
    .orderBy(asc(coilProfiles.productModelId), asc(coilProfiles.duty), asc(coilProfiles.rows));
}

export async function upsertCoilProfile(
  db: DatabaseOrTransaction,
  values: Omit<typeof coilProfiles.$inferInsert, 'coilProfileId' | 'source'>,
) {
  await upsertUploaded(
    db,
    coilProfiles,
    [coilProfiles.productModelId, coilProfiles.duty, coilProfiles.rows],
    values,
  );
}

export async function selectFilterPressureDrops(db: DatabaseOrTransaction) {
  return db
    .select()
    .from(filterPressureDrops)
    .orderBy(asc(filterPressureDrops.productModelId), asc(filterPressureDrops.filterName));
}

export async function upsertFilterPressureDrop(
  db: DatabaseOrTransaction,
  values: Omit<typeof filterPressureDrops.$inferInsert, 'filterPressureDropId' | 'source'>,
) {
  await upsertUploaded(
    db,
    filterPressureDrops,
    [filterPressureDrops.productModelId, filterPressureDrops.filterName],
    values,
  );
}

export async function selectHeatPumpRatings(db: DatabaseOrTransaction) {
  return db.select().from(heatPumpRatings).orderBy(asc(heatPumpRatings.productModelId));
}

export async function upsertHeatPumpRating(
  db: DatabaseOrTransaction,
  values: Omit<typeof heatPumpRatings.$inferInsert, 'heatPumpRatingId' | 'source'>,
) {
  await upsertUploaded(db, heatPumpRatings, [heatPumpRatings.productModelId], values);
}
