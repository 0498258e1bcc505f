import { asc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { productUnitSizes, unitSizes } from '../../db/schema/catalog-engineering.ts';

export type ProductUnitSizeValues = Omit<typeof productUnitSizes.$inferInsert, 'productUnitSizeId'>;

export async function selectProductUnitSizes(db: DatabaseOrTransaction, productModelId?: number) {
  return db
    .select()
    .from(productUnitSizes)
    .where(productModelId ? eq(productUnitSizes.productModelId, productModelId) : undefined)
    .orderBy(asc(productUnitSizes.productModelId));
}

export async function selectProductUnitSize(db: DatabaseOrTransaction, productUnitSizeId: number) {
  const [row] = await db
    .select()
    .from(productUnitSizes)
    .where(eq(productUnitSizes.productUnitSizeId, productUnitSizeId));
  return row;
}

export async function selectUnitSize(db: DatabaseOrTransaction, unitSizeId: number) {
  const [row] = await db.select().from(unitSizes).where(eq(unitSizes.unitSizeId, unitSizeId));
  return row;
}

export async function insertProductUnitSize(db: DatabaseOrTransaction, values: ProductUnitSizeValues) {
  const [row] = await db.insert(productUnitSizes).values(values).returning();
  return row as typeof productUnitSizes.$inferSelect;
}

export async function updateProductUnitSizeRow(
  db: DatabaseOrTransaction,
  productUnitSizeId: number,
  values: ProductUnitSizeValues,
) {
  const [row] = await db
    .update(productUnitSizes)
    .set(values)
    .where(eq(productUnitSizes.productUnitSizeId, productUnitSizeId))
    .returning();
  return row;
}

export async function deleteProductUnitSizeRow(db: DatabaseOrTransaction, productUnitSizeId: number) {
  const rows = await db
    .delete(productUnitSizes)
    .where(eq(productUnitSizes.productUnitSizeId, productUnitSizeId))
    .returning();
  return rows.length > 0;
}
