import { asc } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import {
  productModelClasses,
  productModels,
  productTypeCategories,
  productTypes,
} from '../../db/schema/catalog.ts';
import {
  airFlowProfiles,
  codeStringGroups,
  codeStringSegments,
  codeStringValues,
  coilProfiles,
  electricHeatOptions,
  filterPressureDrops,
  heatPumpRatings,
} from '../../db/schema/catalog-engineering.ts';

/**
 * Every row the selection engine and the code-string builder read, inactive ones included (a saved
 * line item may use a model or value no longer offered). The whole catalog is a few hundred rows,
 * so one read of each table is cheaper than per-class queries and fills the cache at once.
 */
export async function selectCatalogRows(db: DatabaseOrTransaction) {
  const [
    types,
    categories,
    modelClasses,
    models,
    coils,
    fans,
    filters,
    ratings,
    electricHeat,
    groups,
    segments,
    values,
  ] = await Promise.all([
    db.select().from(productTypes),
    db.select().from(productTypeCategories),
    db.select().from(productModelClasses),
    db
      .select()
      .from(productModels)
      .orderBy(asc(productModels.sortOrder), asc(productModels.nominalCfm), asc(productModels.name)),
    db
      .select()
      .from(coilProfiles)
      .orderBy(asc(coilProfiles.productModelId), asc(coilProfiles.duty), asc(coilProfiles.rows)),
    db
      .select()
      .from(airFlowProfiles)
      .orderBy(asc(airFlowProfiles.productModelId), asc(airFlowProfiles.motorType)),
    db
      .select()
      .from(filterPressureDrops)
      .orderBy(asc(filterPressureDrops.productModelId), asc(filterPressureDrops.filterPressureDropId)),
    db.select().from(heatPumpRatings),
    db
      .select()
      .from(electricHeatOptions)
      .orderBy(asc(electricHeatOptions.productModelId), asc(electricHeatOptions.kw)),
    db
      .select()
      .from(codeStringGroups)
      .orderBy(asc(codeStringGroups.sortOrder), asc(codeStringGroups.displayName)),
    db
      .select()
      .from(codeStringSegments)
      .orderBy(asc(codeStringSegments.startPosition), asc(codeStringSegments.codeStringSegmentId)),
    db.select().from(codeStringValues).orderBy(asc(codeStringValues.sortOrder), asc(codeStringValues.code)),
  ]);
  return {
    types,
    categories,
    modelClasses,
    models,
    coils,
    fans,
    filters,
    ratings,
    electricHeat,
    groups,
    segments,
    values,
  };
}

export type CatalogRows = Awaited<ReturnType<typeof selectCatalogRows>>;
