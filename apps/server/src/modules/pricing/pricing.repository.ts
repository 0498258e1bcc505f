import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { idIn } from '../../db/raw-sql.ts';
import { productTypeCategoryMultipliers } from '../../db/schema/pricing.ts';
import { projectScheduleLineItems, projectSchedules, projects } from '../../db/schema/projects.ts';
import { appUsers } from '../../db/schema/users.ts';
import type { Actor } from '../auth/actor.ts';
import { projectVisibleTo } from '../project/project-access.ts';

/** What pricing reads of a line item: its model, options and quantity, and its project's company. */
export type PricedLineRow = {
  projectScheduleLineItemId: number;
  projectScheduleId: number;
  productTypeCategoryId: number;
  productModelId: number;
  itemQty: number;
  itemTag: string;
  codeString: string;
  isActive: boolean;
  productModelValues: ProductModelValue[];
  companyId: number;
};

const pricedLineColumns = {
  projectScheduleLineItemId: projectScheduleLineItems.projectScheduleLineItemId,
  projectScheduleId: projectScheduleLineItems.projectScheduleId,
  productTypeCategoryId: projectScheduleLineItems.productTypeCategoryId,
  productModelId: projectScheduleLineItems.productModelId,
  itemQty: projectScheduleLineItems.itemQty,
  itemTag: projectScheduleLineItems.itemTag,
  codeString: projectScheduleLineItems.codeString,
  isActive: projectScheduleLineItems.isActive,
  productModelValues: projectScheduleLineItems.productModelValues,
  companyId: projects.companyId,
};

function fromVisibleLineItems(db: DatabaseOrTransaction) {
  return db
    .select(pricedLineColumns)
    .from(projectScheduleLineItems)
    .innerJoin(
      projectSchedules,
      eq(projectSchedules.projectScheduleId, projectScheduleLineItems.projectScheduleId),
    )
    .innerJoin(projects, eq(projects.projectId, projectSchedules.projectId));
}

/** The named line items the viewer may see (fewer rows than ids when some are not). */
export async function selectPricedLinesById(
  db: DatabaseOrTransaction,
  viewer: Actor,
  lineItemIds: readonly number[],
): Promise<PricedLineRow[]> {
  return fromVisibleLineItems(db)
    .where(
      and(
        inArray(projectScheduleLineItems.projectScheduleLineItemId, [...lineItemIds]),
        projectVisibleTo(viewer),
      ),
    )
    .orderBy(projectScheduleLineItems.projectScheduleLineItemId);
}

/** The active line items of the schedules (a quote covers only active ones, docs/domain.md section 6). */
export async function selectPricedLinesOfSchedules(
  db: DatabaseOrTransaction,
  scheduleIds: readonly number[],
): Promise<PricedLineRow[]> {
  return fromVisibleLineItems(db)
    .where(
      and(
        idIn(projectScheduleLineItems.projectScheduleId, scheduleIds),
        eq(projectScheduleLineItems.isActive, true),
      ),
    )
    .orderBy(projectScheduleLineItems.projectScheduleId, projectScheduleLineItems.projectScheduleLineItemId);
}

/** How many of the schedules the viewer may see. */
export async function countVisibleSchedules(
  db: DatabaseOrTransaction,
  viewer: Actor,
  scheduleIds: readonly number[],
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projectSchedules)
    .innerJoin(projects, eq(projects.projectId, projectSchedules.projectId))
    .where(and(inArray(projectSchedules.projectScheduleId, [...scheduleIds]), projectVisibleTo(viewer)));
  return row?.count ?? 0;
}

/** A company's standard multipliers of one transaction type: category id → "0.5235". */
export async function selectStandardMultipliers(
  db: DatabaseOrTransaction,
  companyId: number,
  transactionType: number,
): Promise<Map<number, string>> {
  const rows = await db
    .select({
      productTypeCategoryId: productTypeCategoryMultipliers.productTypeCategoryId,
      multiplier: productTypeCategoryMultipliers.multiplier,
    })
    .from(productTypeCategoryMultipliers)
    .where(
      and(
        eq(productTypeCategoryMultipliers.companyId, companyId),
        eq(productTypeCategoryMultipliers.transactionType, transactionType),
      ),
    );
  return new Map(rows.map((row) => [row.productTypeCategoryId, row.multiplier]));
}

export async function selectDefaultCompanyId(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ companyId: appUsers.defaultCompanyId })
    .from(appUsers)
    .where(eq(appUsers.userId, userId));
  return row?.companyId ?? null;
}
