import { inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client.ts';
import { productModelClasses } from '../schema/catalog.ts';
import { codeStringGroups, codeStringSegments, codeStringValues } from '../schema/catalog-engineering.ts';

/** A value of a segment: its code is exactly the segment's length. */
export type CodeStringValueSeed = {
  code: string;
  description: string;
  adderCents: number;
  /** Logic expression over other segments' codes; '' = always available. */
  rule: string;
  isDefault: boolean;
};
/** A segment; its StartPosition follows the previous segment and its Length is its codes' length. */
export type CodeStringSegmentSeed = {
  name: string;
  displayName: string;
  group: string;
  values: CodeStringValueSeed[];
};
export type ClassCodeStringSeed = { className: string; segments: CodeStringSegmentSeed[] };

/** Segments laid end to end from position 1, each as long as its codes. */
export function layOutSegments(segments: CodeStringSegmentSeed[]) {
  let startPosition = 1;
  return segments.map((segment) => {
    const length = segment.values[0]?.code.length ?? 1;
    const laidOut = { ...segment, startPosition, length };
    startPosition += length;
    return laidOut;
  });
}

/**
 * Adds the groups, segments and values that are missing, matched by natural keys (group display
 * name; class + segment name; segment + code). Existing rows are left as an admin may have edited them.
 */
export async function seedCodeStringRows(
  db: DatabaseOrTransaction,
  groupNames: string[],
  classes: ClassCodeStringSeed[],
): Promise<void> {
  await db
    .insert(codeStringGroups)
    .values(groupNames.map((displayName, index) => ({ displayName, sortOrder: index + 1 })))
    .onConflictDoNothing();
  const groupIds = new Map(
    (await db.select().from(codeStringGroups)).map((row) => [row.displayName, row.codeStringGroupId]),
  );
  const classRows = await db
    .select()
    .from(productModelClasses)
    .where(
      inArray(
        productModelClasses.name,
        classes.map((item) => item.className),
      ),
    );
  const laidOut = classes.flatMap(({ className, segments }) => {
    const modelClass = classRows.find((row) => row.name === className);
    return modelClass
      ? layOutSegments(segments).map((segment) => ({
          productModelClassId: modelClass.productModelClassId,
          segment,
        }))
      : [];
  });
  if (laidOut.length === 0) return;
  // Three statements whatever the catalog's size: a boot re-runs the seed.
  const key = (classId: number, name: string) => `${classId}/${name}`;
  const segmentIds = new Map(
    (
      await db
        .select()
        .from(codeStringSegments)
        .where(
          inArray(codeStringSegments.productModelClassId, [
            ...new Set(laidOut.map((item) => item.productModelClassId)),
          ]),
        )
    ).map((row) => [key(row.productModelClassId, row.name), row.codeStringSegmentId]),
  );
  const missing = laidOut.filter((item) => !segmentIds.has(key(item.productModelClassId, item.segment.name)));
  if (missing.length > 0) {
    const inserted = await db
      .insert(codeStringSegments)
      .values(
        missing.map(({ productModelClassId, segment }) => ({
          productModelClassId,
          codeStringGroupId: groupIds.get(segment.group) as number,
          name: segment.name,
          displayName: segment.displayName,
          startPosition: segment.startPosition,
          length: segment.length,
        })),
      )
      .returning();
    for (const row of inserted)
      segmentIds.set(key(row.productModelClassId, row.name), row.codeStringSegmentId);
  }
  await db
    .insert(codeStringValues)
    .values(
      laidOut.flatMap(({ productModelClassId, segment }) =>
        segment.values.map((value, index) => ({
          codeStringSegmentId: segmentIds.get(key(productModelClassId, segment.name)) as number,
          code: value.code,
          description: value.description,
          listPriceAdderCents: value.adderCents,
          availabilityRule: value.rule,
          isDefault: value.isDefault,
          sortOrder: index + 1,
        })),
      ),
    )
    .onConflictDoNothing();
}
