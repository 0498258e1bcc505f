import { ITEM_TAG_PREFIX, type LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { AppDeps } from '../../app-deps.ts';
import type { Viewer } from '../auth/viewer.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import {
  type LineItemRow,
  requireVisibleLineItems,
  requireVisibleSchedule,
  touchProject,
} from '../project/project-access.ts';
import { allocateItemTags } from '../project-schedule/project-schedule.repository.ts';
import { insertLineItems } from './line-item.repository.ts';
import { loadLineItems, withTagConflict } from './line-item.service.ts';

/**
 * Copies line items (of any schedules the viewer may see) into a schedule, in the order given; the
 * copies get the next tags of the target schedule's UNIT-n sequence. All or nothing.
 */
export async function copyLineItems(
  deps: AppDeps,
  viewer: Viewer,
  targetScheduleId: number,
  lineItemIds: number[],
): Promise<LineItem[]> {
  const ids = [...new Set(lineItemIds)];
  const createdIds = await withTagConflict(null, () =>
    deps.db.transaction(async (tx) => {
      const { schedule: target } = await requireVisibleSchedule(tx, viewer, targetScheduleId);
      const found = await requireVisibleLineItems(tx, viewer, ids);
      const byId = new Map(found.map(({ lineItem }) => [lineItem.projectScheduleLineItemId, lineItem]));
      const sources = ids.map((id) => byId.get(id) as LineItemRow);
      const tags = await allocateItemTags(tx, target.projectScheduleId, ITEM_TAG_PREFIX, sources.length);
      const copies = await insertLineItems(
        tx,
        sources.map((source, index) => ({
          projectScheduleId: target.projectScheduleId,
          productTypeId: source.productTypeId,
          productTypeCategoryId: source.productTypeCategoryId,
          productModelClassId: source.productModelClassId,
          productModelId: source.productModelId,
          itemQty: source.itemQty,
          itemTag: tags[index] as string,
          isActive: source.isActive,
          performance: source.performance,
          codeString: source.codeString,
          productModelValues: source.productModelValues,
        })),
      );
      await touchProject(tx, viewer, target.projectId);
      const sourceSchedules = [...new Set(found.map(({ schedule }) => `"${schedule.name}"`))];
      await recordEvent(tx, viewer, {
        projectId: target.projectId,
        entityType: 'ProjectSchedule',
        entityId: target.projectScheduleId,
        action: 'LineItemsCopied',
        summary: `Copied ${copies.length} line item${copies.length === 1 ? '' : 's'} from ${sourceSchedules.join(', ')} into schedule "${target.name}"`,
        after: {
          Copies: copies.map((copy, index) => ({
            FromLineItemId: sources[index]?.projectScheduleLineItemId,
            FromTag: sources[index]?.itemTag,
            LineItemId: copy.projectScheduleLineItemId,
            ItemTag: copy.itemTag,
          })),
        },
      });
      return copies.map((copy) => copy.projectScheduleLineItemId);
    }),
  );
  return loadLineItems(deps.db, viewer, createdIds);
}
