import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import {
  productModelClasses,
  productModels,
  productTypeCategories,
  productTypes,
} from '../../db/schema/catalog.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';

/** Every level of the product hierarchy, each sorted for display (four small queries). */
export async function selectProductHierarchy(db: DatabaseOrTransaction, includeInactive: boolean) {
  const activeOnly = (table: { isActive: PgColumn }) =>
    includeInactive ? undefined : eq(table.isActive, true);
  const [types, categories, modelClasses, models] = await Promise.all([
    db
      .select()
      .from(productTypes)
      .where(activeOnly(productTypes))
      .orderBy(asc(productTypes.sortOrder), asc(productTypes.productTypeId)),
    db
      .select()
      .from(productTypeCategories)
      .where(activeOnly(productTypeCategories))
      .orderBy(asc(productTypeCategories.sortOrder), asc(productTypeCategories.name)),
    db
      .select()
      .from(productModelClasses)
      .where(activeOnly(productModelClasses))
      .orderBy(asc(productModelClasses.sortOrder), asc(productModelClasses.name)),
    db
      .select()
      .from(productModels)
      .where(activeOnly(productModels))
      .orderBy(asc(productModels.sortOrder), asc(productModels.nominalCfm), asc(productModels.name)),
  ]);
  return { types, categories, modelClasses, models };
}

export async function selectProductTypes(db: DatabaseOrTransaction, includeInactive: boolean) {
  return db
    .select()
    .from(productTypes)
    .where(includeInactive ? undefined : eq(productTypes.isActive, true))
    .orderBy(asc(productTypes.sortOrder), asc(productTypes.productTypeId));
}

export async function scheduleHasActiveLineItemOfType(
  db: DatabaseOrTransaction,
  scheduleId: number,
  productTypeId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(projectScheduleLineItems)
    .where(
      and(
        eq(projectScheduleLineItems.projectScheduleId, scheduleId),
        eq(projectScheduleLineItems.productTypeId, productTypeId),
        eq(projectScheduleLineItems.isActive, true),
      ),
    )
    .limit(1);
  return !!row;
}
