import type { lineItemCreateSchema } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { ITEM_TAG_PREFIX, type LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/raw-sql.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { formatCents } from '../../lib/money.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { lineListPriceOrNull } from '../pricing/price-line-items.ts';
import {
  accessMessages,
  type LineItemRow,
  requireVisibleLineItems,
  requireVisibleSchedule,
  touchProject,
} from '../project/project-access.ts';
import { allocateItemTags, touchSchedule } from '../project-schedule/project-schedule.repository.ts';
import { loadSelectionCatalog, type SelectionCatalog } from '../selection/selection-catalog.ts';
import { lineItemMessages as messages } from './line-item.messages.ts';
import {
  findConfigurationHeaderLinks,
  insertLineItems,
  isTagTaken,
  type LineItemListRow,
  selectLineItemsByIds,
  selectRecentLineItems,
  selectScheduleLineItems,
  updateLineItemIfVersion,
} from './line-item.repository.ts';
import { legacyLineItemGridColumns, lineItemGridColumns } from './line-item-grid.ts';

type LineItemCreate = z.output<typeof lineItemCreateSchema>;

/**
 * A line item as the API answers it; `catalog` (null for readers without prices) prices the unit as
 * configured with the one list-price function of quotes and the configuration screen.
 */
export function toLineItem(row: LineItemListRow, viewer: Actor, catalog: SelectionCatalog | null): LineItem {
  const listed =
    viewer.canSeePrices && catalog
      ? lineListPriceOrNull(catalog, {
          productModelId: row.product_model_id,
          productModelValues: row.product_model_values ?? [],
        })
      : null;
  return {
    ProjectScheduleLineItemId: row.project_schedule_line_item_id,
    ProjectScheduleId: row.project_schedule_id,
    ProductTypeId: row.product_type_id,
    ProductTypeName: row.product_type_name,
    ProductTypeCategoryId: row.product_type_category_id,
    CategoryName: row.category_name,
    ProductModelClassId: row.product_model_class_id,
    ProductModelClassName: row.product_model_class_name,
    ProductModelId: row.product_model_id,
    ProductModelName: row.product_model_name,
    UnitSize: row.unit_size,
    ItemQty: row.item_qty,
    ItemTag: row.item_tag,
    IsActive: row.is_active,
    CodeString: row.code_string,
    BaseListPrice: viewer.canSeePrices ? formatCents(row.base_list_price_cents) : null,
    UnitListPrice: listed ? formatCents(listed.listPrice.unitCents) : null,
    RowVersion: row.row_version,
    DateCreated: row.date_created,
    DateModified: row.date_modified,
    RequirementOverrideReason: row.requirement_override_reason ?? null,
    NeedsReselection: row.needs_reselection === true,
  };
}

/** The catalog that prices line items, for readers of prices only (pass the application database). */
export async function pricingCatalogFor(db: Database, viewer: Actor): Promise<SelectionCatalog | null> {
  return viewer.canSeePrices ? loadSelectionCatalog(db) : null;
}

export async function loadLineItems(db: Database, viewer: Actor, ids: number[]): Promise<LineItem[]> {
  if (ids.length === 0) return [];
  const [rows, catalog] = await Promise.all([
    selectLineItemsByIds(db, viewer, ids),
    pricingCatalogFor(db, viewer),
  ]);
  return rows.map((row) => toLineItem(row, viewer, catalog));
}

export async function getLineItem(deps: AppDeps, viewer: Actor, lineItemId: number): Promise<LineItem> {
  const [lineItem] = await loadLineItems(deps.db, viewer, [lineItemId]);
  if (!lineItem) throw notFound(accessMessages.lineItemNotFound);
  return lineItem;
}

/** A schedule's line items; `pricingCatalog` prices them (loaded here when not given). */
export async function getScheduleLineItems(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  pricingCatalog?: SelectionCatalog | null,
) {
  await requireVisibleSchedule(deps.db, viewer, scheduleId);
  const [rows, catalog] = await Promise.all([
    selectScheduleLineItems(deps.db, viewer, scheduleId),
    pricingCatalog === undefined ? pricingCatalogFor(deps.db, viewer) : pricingCatalog,
  ]);
  return rows.map((row) => toLineItem(row, viewer, catalog));
}

/** The most recently changed active line items the viewer may see; prices only for readers of prices. */
export async function getRecentLineItems(deps: AppDeps, viewer: Actor) {
  const [rows, catalog] = await Promise.all([
    selectRecentLineItems(deps.db, viewer, 200),
    pricingCatalogFor(deps.db, viewer),
  ]);
  return rows.map((row) => toLineItem(row, viewer, catalog));
}

/** The grid of a schedule, its list prices from `pricingCatalog` (the one its cache label names). */
export async function getLineItemGrid(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  legacy: boolean,
  pricingCatalog: SelectionCatalog | null,
) {
  const rows = await getScheduleLineItems(deps, viewer, scheduleId, pricingCatalog);
  return {
    Columns: legacy ? legacyLineItemGridColumns() : lineItemGridColumns(viewer.canSeePrices),
    Rows: rows,
  };
}

/** Type → category → model class → model must be one branch of the catalog, and still offered. */
async function checkConfigurationHeader(db: DatabaseOrTransaction, input: LineItemCreate): Promise<string> {
  const links = await findConfigurationHeaderLinks(db, {
    productTypeCategoryId: input.ProductTypeCategoryId,
    productModelClassId: input.ProductModelClassId,
    productModelId: input.ProductModelId,
  });
  if (links.category_type_id !== input.ProductTypeId)
    throw badRequest(messages.categoryNotOfType, { ProductTypeCategoryId: messages.categoryNotOfType });
  if (links.class_category_id !== input.ProductTypeCategoryId)
    throw badRequest(messages.classNotOfCategory, { ProductModelClassId: messages.classNotOfCategory });
  if (links.model_class_id !== input.ProductModelClassId)
    throw badRequest(messages.modelNotOfClass, { ProductModelId: messages.modelNotOfClass });
  if (!links.all_active) throw badRequest(messages.notOffered, { ProductModelId: messages.notOffered });
  return links.model_name ?? '';
}

/** The tag the user typed, unless it is empty or only the prefix: then the next UNIT-n. */
function typedTag(tag: string | undefined): string | null {
  const trimmed = tag?.trim() ?? '';
  return trimmed && trimmed.toUpperCase() !== ITEM_TAG_PREFIX ? trimmed : null;
}

/** Runs a line item write; a tag taken by a concurrent writer (unique index) is the same 409. */
export async function withTagConflict<T>(tag: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.duplicateTag(tag ?? ITEM_TAG_PREFIX));
    throw error;
  }
}

/** Adds a line item through the item configuration header (spec section 3). */
export async function createLineItem(deps: AppDeps, viewer: Actor, input: LineItemCreate): Promise<LineItem> {
  const wantedTag = typedTag(input.ItemTag);
  const lineItemId = await withTagConflict(wantedTag, () =>
    deps.db.transaction(async (tx) => {
      const { schedule } = await requireVisibleSchedule(tx, viewer, input.ProjectScheduleId);
      const modelName = await checkConfigurationHeader(tx, input);
      let tag: string;
      if (wantedTag === null) {
        [tag] = (await allocateItemTags(tx, schedule.projectScheduleId, ITEM_TAG_PREFIX, 1)) as [string];
      } else {
        await touchSchedule(tx, schedule.projectScheduleId); // locks the schedule: one tag check at a time
        if (await isTagTaken(tx, schedule.projectScheduleId, wantedTag, null))
          throw conflict(messages.duplicateTag(wantedTag));
        tag = wantedTag;
      }
      const [created] = await insertLineItems(tx, [
        {
          projectScheduleId: schedule.projectScheduleId,
          productTypeId: input.ProductTypeId,
          productTypeCategoryId: input.ProductTypeCategoryId,
          productModelClassId: input.ProductModelClassId,
          productModelId: input.ProductModelId,
          itemQty: input.ItemQty,
          itemTag: tag,
        },
      ]);
      if (!created) throw new Error('line item insert returned no row');
      await touchProject(tx, viewer, schedule.projectId);
      await recordEvent(tx, viewer, {
        projectId: schedule.projectId,
        entityType: 'LineItem',
        entityId: created.projectScheduleLineItemId,
        action: 'Created',
        summary: `Added ${tag} (${created.itemQty} × ${modelName}) to schedule "${schedule.name}"`,
        after: lineItemSnapshot(created),
      });
      return created.projectScheduleLineItemId;
    }),
  );
  return getLineItem(deps, viewer, lineItemId);
}

function lineItemSnapshot(row: LineItemRow) {
  return {
    ItemTag: row.itemTag,
    ItemQty: row.itemQty,
    ProductModelId: row.productModelId,
    IsActive: row.isActive,
  };
}

/** The line item if the caller's row version is still current; 409 (stale) otherwise. */
export async function requireCurrentLineItem(
  db: DatabaseOrTransaction,
  viewer: Actor,
  lineItemId: number,
  rowVersion: number,
) {
  const [found] = await requireVisibleLineItems(db, viewer, [lineItemId]);
  if (!found) throw notFound(accessMessages.lineItemNotFound);
  // Lock the schedule first, as every line item write does, so tag checks never interleave.
  await touchSchedule(db, found.schedule.projectScheduleId);
  assertRowVersion(found.lineItem, rowVersion);
  return found;
}

export async function updateLineItem(
  deps: AppDeps,
  viewer: Actor,
  input: { ProjectScheduleLineItemId: number; ItemQty: number; ItemTag: string; RowVersion: number },
): Promise<LineItem> {
  await withTagConflict(input.ItemTag, () =>
    deps.db.transaction(async (tx) => {
      const { lineItem, schedule } = await requireCurrentLineItem(
        tx,
        viewer,
        input.ProjectScheduleLineItemId,
        input.RowVersion,
      );
      const tagChanged = input.ItemTag !== lineItem.itemTag;
      if (!tagChanged && input.ItemQty === lineItem.itemQty) return;
      if (
        tagChanged &&
        (await isTagTaken(tx, schedule.projectScheduleId, input.ItemTag, lineItem.projectScheduleLineItemId))
      )
        throw conflict(messages.duplicateTag(input.ItemTag));
      const updated = updatedOrStale(
        await updateLineItemIfVersion(tx, lineItem.projectScheduleLineItemId, input.RowVersion, {
          itemQty: input.ItemQty,
          itemTag: input.ItemTag,
        }),
      );
      await touchProject(tx, viewer, schedule.projectId);
      const before = { ItemTag: lineItem.itemTag, ItemQty: lineItem.itemQty };
      const after = { ItemTag: updated.itemTag, ItemQty: updated.itemQty };
      await recordEvent(tx, viewer, {
        projectId: schedule.projectId,
        entityType: 'LineItem',
        entityId: lineItem.projectScheduleLineItemId,
        action: 'Updated',
        summary: `Changed line item ${lineItem.itemTag}${tagChanged ? ` to ${updated.itemTag}` : ''}, quantity ${updated.itemQty}, in schedule "${schedule.name}"`,
        before,
        after,
      });
    }),
  );
  return getLineItem(deps, viewer, input.ProjectScheduleLineItemId);
}

export async function toggleLineItemStatus(
  deps: AppDeps,
  viewer: Actor,
  lineItemId: number,
  rowVersion: number,
): Promise<LineItem> {
  await deps.db.transaction(async (tx) => {
    const { lineItem, schedule } = await requireCurrentLineItem(tx, viewer, lineItemId, rowVersion);
    const isActive = !lineItem.isActive;
    updatedOrStale(await updateLineItemIfVersion(tx, lineItemId, rowVersion, { isActive }));
    await touchProject(tx, viewer, schedule.projectId);
    await recordEvent(tx, viewer, {
      projectId: schedule.projectId,
      entityType: 'LineItem',
      entityId: lineItemId,
      action: isActive ? 'Activated' : 'Deactivated',
      summary: `${isActive ? 'Activated' : 'Deactivated'} line item ${lineItem.itemTag} in schedule "${schedule.name}"`,
      before: { IsActive: lineItem.isActive },
      after: { IsActive: isActive },
    });
  });
  return getLineItem(deps, viewer, lineItemId);
}
