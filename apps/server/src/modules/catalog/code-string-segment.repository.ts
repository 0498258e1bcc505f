import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { productModelClasses, productTypeCategories } from '../../db/schema/catalog.ts';
import {
  codeStringGroups,
  codeStringSegments,
  codeStringValues,
} from '../../db/schema/catalog-engineering.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';

export type CodeStringSegmentRow = typeof codeStringSegments.$inferSelect;
export type CodeStringValueRow = typeof codeStringValues.$inferSelect;
export type CodeStringSegmentValues = Omit<typeof codeStringSegments.$inferInsert, 'codeStringSegmentId'>;

export async function selectCodeStringSegments(
  db: DatabaseOrTransaction,
  filter: { productModelClassId?: number; codeStringSegmentId?: number },
) {
  return db
    .select()
    .from(codeStringSegments)
    .where(
      and(
        filter.productModelClassId
          ? eq(codeStringSegments.productModelClassId, filter.productModelClassId)
          : undefined,
        filter.codeStringSegmentId
          ? eq(codeStringSegments.codeStringSegmentId, filter.codeStringSegmentId)
          : undefined,
      ),
    )
    .orderBy(asc(codeStringSegments.productModelClassId), asc(codeStringSegments.startPosition));
}

export async function selectCodeStringValuesOf(db: DatabaseOrTransaction, segmentIds: number[]) {
  if (segmentIds.length === 0) return [];
  return db
    .select()
    .from(codeStringValues)
    .where(inArray(codeStringValues.codeStringSegmentId, segmentIds))
    .orderBy(asc(codeStringValues.sortOrder), asc(codeStringValues.code));
}

export async function selectCodeStringGroup(db: DatabaseOrTransaction, codeStringGroupId: number) {
  const [row] = await db
    .select()
    .from(codeStringGroups)
    .where(eq(codeStringGroups.codeStringGroupId, codeStringGroupId));
  return row;
}

/** The product type of a model class (through its category), or undefined when the class does not exist. */
export async function selectProductModelClassType(db: DatabaseOrTransaction, productModelClassId: number) {
  const [row] = await db
    .select({ productTypeId: productTypeCategories.productTypeId })
    .from(productModelClasses)
    .innerJoin(
      productTypeCategories,
      eq(productTypeCategories.productTypeCategoryId, productModelClasses.productTypeCategoryId),
    )
    .where(eq(productModelClasses.productModelClassId, productModelClassId));
  return row?.productTypeId;
}

export async function insertCodeStringSegment(db: DatabaseOrTransaction, values: CodeStringSegmentValues) {
  const [row] = await db.insert(codeStringSegments).values(values).returning();
  return row as CodeStringSegmentRow;
}

export async function updateCodeStringSegmentRow(
  db: DatabaseOrTransaction,
  codeStringSegmentId: number,
  values: CodeStringSegmentValues,
) {
  const [row] = await db
    .update(codeStringSegments)
    .set(values)
    .where(eq(codeStringSegments.codeStringSegmentId, codeStringSegmentId))
    .returning();
  return row;
}

/** Line items whose chosen values include the segment (spec ProductModelValues, stored as JSON). */
export async function countLineItemsUsingSegment(db: DatabaseOrTransaction, codeStringSegmentId: number) {
  return db.$count(
    projectScheduleLineItems,
    sql`${projectScheduleLineItems.productModelValues} @> ${JSON.stringify([{ CodeStringSegmentId: codeStringSegmentId }])}::jsonb`,
  );
}

/** Its values go with it (foreign key on delete cascade). */
export async function deleteCodeStringSegmentRow(db: DatabaseOrTransaction, codeStringSegmentId: number) {
  const rows = await db
    .delete(codeStringSegments)
    .where(eq(codeStringSegments.codeStringSegmentId, codeStringSegmentId))
    .returning();
  return rows.length > 0;
}
