import { asc, eq } from 'drizzle-orm';
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
  await db
    .insert(airFlowProfiles)
    .values({ ...values, source: 'upload' })
    .onConflictDoUpdate({
      target: [airFlowProfiles.productModelId, airFlowProfiles.motorType],
      set: { taps: values.taps, source: 'upload' },
    });
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
  await db
    .insert(coilProfiles)
    .values({ ...values, source: 'upload' })
    .onConflictDoUpdate({
      target: [coilProfiles.productModelId, coilProfiles.duty, coilProfiles.rows],
      set: { ...values, source: 'upload' },
    });
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
  await db
    .insert(filterPressureDrops)
    .values({ ...values, source: 'upload' })
    .onConflictDoUpdate({
      target: [filterPressureDrops.productModelId, filterPressureDrops.filterName],
      set: { ...values, source: 'upload' },
    });
}

export async function selectHeatPumpRatings(db: DatabaseOrTransaction) {
  return db.select().from(heatPumpRatings).orderBy(asc(heatPumpRatings.productModelId));
}

export async function upsertHeatPumpRating(
  db: DatabaseOrTransaction,
  values: Omit<typeof heatPumpRatings.$inferInsert, 'heatPumpRatingId' | 'source'>,
) {
  await db
    .insert(heatPumpRatings)
    .values({ ...values, source: 'upload' })
    .onConflictDoUpdate({ target: [heatPumpRatings.productModelId], set: { ...values, source: 'upload' } });
}
