import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { isoFromUtcTimestampText, selectRows, utcTimestamp } from '../../db/raw-sql.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import type { Actor } from '../auth/actor.ts';
import type { LineItemRow } from '../project/project-access.ts';
import { projectVisibleTo } from '../project/project-access.ts';
import { compareItemTagKeys, itemTagKey } from './item-tag-order.ts';

export type LineItemListRow = {
  project_schedule_line_item_id: number;
  project_schedule_id: number;
  product_type_id: number;
  product_type_name: string;
  product_type_category_id: number;
  category_name: string;
  product_model_class_id: number;
  product_model_class_name: string;
  product_model_id: number;
  product_model_name: string;
  unit_size: string;
  item_qty: number;
  item_tag: string;
  is_active: boolean;
  code_string: string;
  base_list_price_cents: number;
  row_version: number;
  date_created: string;
  date_modified: string;
  /** With `withConfiguration`, or for readers of prices (the unit list price is priced from them). */
  product_model_values?: Array<{ CodeStringSegmentId: number; CodeStringValueId: number }>;
  /** Only with `withConfiguration` (the single-item read): the grid does not need it. */
  performance?: unknown;
  /** Only with `withConfiguration`: the saved electrical data (ADR 30). */
  electrical_data?: unknown;
  /** The override reason of a missed requirement (ADR 29), for the grid's badge. */
  requirement_override_reason: string | null;
  /** Changed after selection (issue #14 part 3, ADR 0038). */
  needs_reselection?: boolean;
  /** Only with `withConfiguration`: requirements and their override (ADR 29). */
  requirements?: unknown;
  requirement_override?: unknown;
};

/** Visible line items by id (the service's loadLineItems). */
export function selectLineItemsByIds(db: DatabaseOrTransaction, viewer: Actor, ids: readonly number[]) {
  return selectLineItems(db, viewer, inArray(sql`li.project_schedule_line_item_id`, [...ids]));
}

/** A visible schedule's line items, active or not. */
export function selectScheduleLineItems(db: DatabaseOrTransaction, viewer: Actor, scheduleId: number) {
  return selectLineItems(db, viewer, sql`li.project_schedule_id = ${scheduleId}`);
}

/** The most recently changed active line items the viewer may see. */
export function selectRecentLineItems(db: DatabaseOrTransaction, viewer: Actor, newest: number) {
  return selectLineItems(db, viewer, sql`li.is_active`, { newest });
}

/**
 * Line items of visible projects matching a condition on `li`, with their catalog names, in tag
 * order where UNIT-2 comes before UNIT-10 (sorted here: cheaper than regular expressions per row
 * in the embedded database); with `newest`, only that many, the most recently changed first.
 */
export async function selectLineItems(
  db: DatabaseOrTransaction,
  viewer: Actor,
  condition: SQL,
  options: { withConfiguration?: boolean; newest?: number } = {},
): Promise<LineItemListRow[]> {
  const newestFirst =
    options.newest === undefined
      ? sql``
      : sql`order by li.date_modified desc, li.project_schedule_line_item_id desc limit ${options.newest}`;
  const rows = await selectRows<LineItemListRow>(
    db,
    sql`select li.project_schedule_line_item_id, li.project_schedule_id,
        li.product_type_id, t.name as product_type_name,
        li.product_type_category_id, c.name as category_name,
        li.product_model_class_id, mc.name as product_model_class_name,
        li.product_model_id, m.name as product_model_name, m.unit_size,
        li.item_qty, li.item_tag, li.is_active, li.code_string, m.base_list_price_cents, li.row_version,
        li.requirement_override ->> 'Reason' as requirement_override_reason, li.needs_reselection,
        ${utcTimestamp(sql`li.date_created`)} as date_created, ${utcTimestamp(sql`li.date_modified`)} as date_modified
        ${options.withConfiguration || viewer.canSeePrices ? sql`, li.product_model_values` : sql``}
        ${options.withConfiguration ? sql`, li.performance, li.electrical_data, li.requirements, li.requirement_override` : sql``}
      from project_schedule_line_item li
      join project_schedule s on s.project_schedule_id = li.project_schedule_id
      join project p on p.project_id = s.project_id
      join product_type t on t.product_type_id = li.product_type_id
      join product_type_category c on c.product_type_category_id = li.product_type_category_id
      join product_model_class mc on mc.product_model_class_id = li.product_model_class_id
      join product_model m on m.product_model_id = li.product_model_id
      where ${projectVisibleTo(viewer, 'p')} and ${condition}
      ${newestFirst}`,
  );
  const ordered = options.newest === undefined ? inTagOrder(rows) : rows;
  return ordered.map((row) => ({
    ...row,
    date_created: isoFromUtcTimestampText(row.date_created),
    date_modified: isoFromUtcTimestampText(row.date_modified),
  }));
}

function inTagOrder(rows: LineItemListRow[]): LineItemListRow[] {
  const keyed = rows.map((row) => ({ row, key: itemTagKey(row.item_tag) }));
  keyed.sort(
    (a, b) =>
      a.row.project_schedule_id - b.row.project_schedule_id ||
      compareItemTagKeys(a.key, b.key) ||
      a.row.project_schedule_line_item_id - b.row.project_schedule_line_item_id,
  );
  return keyed.map(({ row }) => row);
}

export type ConfigurationHeaderLinks = {
  category_type_id: number | null;
  class_category_id: number | null;
  model_class_id: number | null;
  model_name: string | null;
  all_active: boolean | null;
};

/** Where each chosen level of the configuration header really belongs, in one statement. */
export async function findConfigurationHeaderLinks(
  db: DatabaseOrTransaction,
  header: { productTypeCategoryId: number; productModelClassId: number; productModelId: number },
): Promise<ConfigurationHeaderLinks> {
  const [row] = await selectRows<ConfigurationHeaderLinks>(
    db,
    sql`select
        (select product_type_id from product_type_category
          where product_type_category_id = ${header.productTypeCategoryId}) as category_type_id,
        (select product_type_category_id from product_model_class
          where product_model_class_id = ${header.productModelClassId}) as class_category_id,
        (select product_model_class_id from product_model where product_model_id = ${header.productModelId}) as model_class_id,
        (select name from product_model where product_model_id = ${header.productModelId}) as model_name,
        (select m.is_active and mc.is_active and c.is_active and t.is_active
          from product_model m
          join product_model_class mc on mc.product_model_class_id = m.product_model_class_id
          join product_type_category c on c.product_type_category_id = mc.product_type_category_id
          join product_type t on t.product_type_id = c.product_type_id
          where m.product_model_id = ${header.productModelId}) as all_active`,
  );
  return (
    row ?? {
      category_type_id: null,
      class_category_id: null,
      model_class_id: null,
      model_name: null,
      all_active: null,
    }
  );
}

export async function isTagTaken(
  db: DatabaseOrTransaction,
  scheduleId: number,
  tag: string,
  exceptLineItemId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: projectScheduleLineItems.projectScheduleLineItemId })
    .from(projectScheduleLineItems)
    .where(
      and(
        eq(projectScheduleLineItems.projectScheduleId, scheduleId),
        eq(projectScheduleLineItems.itemTag, tag),
        exceptLineItemId === null
          ? undefined
          : ne(projectScheduleLineItems.projectScheduleLineItemId, exceptLineItemId),
      ),
    )
    .limit(1);
  return !!row;
}

export type LineItemInsert = Omit<
  typeof projectScheduleLineItems.$inferInsert,
  'projectScheduleLineItemId' | 'rowVersion' | 'dateCreated' | 'dateModified'
>;

export async function insertLineItems(
  db: DatabaseOrTransaction,
  values: LineItemInsert[],
): Promise<LineItemRow[]> {
  if (values.length === 0) return [];
  return db.insert(projectScheduleLineItems).values(values).returning();
}

/** What an update may change: anything but the schedule a line item belongs to. */
export type LineItemChanges = Partial<Omit<LineItemInsert, 'projectScheduleId'>>;

/**
 * Compare-and-increment of the row version in one statement; undefined when it was stale. The line
 * item grid changes quantity, tag or status with it, the item configuration the whole configuration.
 */
export async function updateLineItemIfVersion(
  db: DatabaseOrTransaction,
  lineItemId: number,
  expectedRowVersion: number,
  values: LineItemChanges,
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
