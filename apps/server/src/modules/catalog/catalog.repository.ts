import { asc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { productModelClasses, productModels, productTypeCategories } from '../../db/schema/catalog.ts';
import { unitSizes } from '../../db/schema/catalog-engineering.ts';

/** Flat reads of the product hierarchy (spec section 7 generic GETs), each sorted for display. */
export async function selectProductTypeCategories(db: DatabaseOrTransaction, productTypeId?: number) {
  return db
    .select()
    .from(productTypeCategories)
    .where(productTypeId ? eq(productTypeCategories.productTypeId, productTypeId) : undefined)
    .orderBy(
      asc(productTypeCategories.productTypeId),
      asc(productTypeCategories.sortOrder),
      asc(productTypeCategories.name),
    );
}

export async function selectProductModelClasses(db: DatabaseOrTransaction, productTypeCategoryId?: number) {
  return db
    .select()
    .from(productModelClasses)
    .where(
      productTypeCategoryId
        ? eq(productModelClasses.productTypeCategoryId, productTypeCategoryId)
        : undefined,
    )
    .orderBy(
      asc(productModelClasses.productTypeCategoryId),
      asc(productModelClasses.sortOrder),
      asc(productModelClasses.name),
    );
}

export async function selectProductModels(db: DatabaseOrTransaction, productModelClassId?: number) {
  return db
    .select()
    .from(productModels)
    .where(productModelClassId ? eq(productModels.productModelClassId, productModelClassId) : undefined)
    .orderBy(
      asc(productModels.productModelClassId),
      asc(productModels.sortOrder),
      asc(productModels.nominalCfm),
      asc(productModels.name),
    );
}

export async function selectProductModel(db: DatabaseOrTransaction, productModelId: number) {
  const [row] = await db.select().from(productModels).where(eq(productModels.productModelId, productModelId));
  return row;
}

export async function selectUnitSizes(db: DatabaseOrTransaction, productTypeId?: number) {
  return db
    .select()
    .from(unitSizes)
    .where(productTypeId ? eq(unitSizes.productTypeId, productTypeId) : undefined)
    .orderBy(asc(unitSizes.productTypeId), asc(unitSizes.nominalCfm), asc(unitSizes.code));
}
