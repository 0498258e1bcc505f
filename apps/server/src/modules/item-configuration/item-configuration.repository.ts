import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import type { SavedPerformance } from '@airquote/shared/selection/selection-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import type { LineItemRow } from '../project/project-access.ts';

export type LineItemConfiguration = {
  productTypeId: number;
  productTypeCategoryId: number;
  productModelClassId: number;
  productModelId: number;
  itemQty: number;
  itemTag: string;
  productModelValues: ProductModelValue[];
  codeString: string;
  performance: SavedPerformance | null;
};

/** Compare-and-increment of the row version with the whole configuration; undefined when stale. */
export async function updateLineItemConfigurationIfVersion(
  db: DatabaseOrTransaction,
  lineItemId: number,
  expectedRowVersion: number,
  values: LineItemConfiguration,
): Promise<LineItemRow | undefined> {
  const [row] = await db
    .update(projectScheduleLineItems)
    .set({ ...values, rowVersion: sql`${projectScheduleLineItems.rowVersion} + 1`, dateModified: sql`now()` })
    .where(
      and(
        eq(projectScheduleLineItems.projectScheduleLineItemId, lineItemId),
        eq(projectScheduleLineItems.rowVersion, expectedRowVersion),
      ),
    )
    .returning();
  return row;
}
