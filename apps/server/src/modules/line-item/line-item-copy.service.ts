import { ITEM_TAG_PREFIX, type LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import {
  type LineItemRow,
  requireVisibleLineItems,
  requireVisibleSchedule,
  touchProject,
} from '../project/project-access.ts';
import { allocateItemTags, selectItemTags } from '../project-schedule/project-schedule.repository.ts';
import { insertLineItems } from './line-item.repository.ts';
import { loadLineItems, withTagConflict } from './line-item.service.ts';

/**
 * The copies' tags: each keeps its own while it is free in the target (and not kept by an earlier
 * copy of the same batch); the others take the target's next UNIT-n, skipping the kept ones.
 */
async function copyTags(tx: Transaction, scheduleId: number, sources: readonly LineItemRow[]) {
  const taken = await selectItemTags(tx, scheduleId);
  const kept = new Set<string>();
  const keeps = sources.map((source) => {
    const free = !taken.has(source.itemTag) && !kept.has(source.itemTag);
    if (free) kept.add(source.itemTag);
    return free;
  });
  const renamed = keeps.filter((keep) => !keep).length;
  const fresh = renamed === 0 ? [] : await allocateItemTags(tx, scheduleId, ITEM_TAG_PREFIX, renamed, kept);
  let next = 0;
  return sources.map((source, index) => (keeps[index] ? source.itemTag : (fresh[next++] as string)));
}

/**
 * Copies line items (of any schedules the viewer may see) into a schedule, in the order given; a copy
 * keeps its tag when the target schedule has no line item of that tag (issue #15 item 9), else it
 * gets the next tag of the target's UNIT-n sequence. All or nothing.
 */
export async function copyLineItems(
  deps: AppDeps,
  viewer: Actor,
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
      const tags = await copyTags(tx, target.projectScheduleId, sources);
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
          electricalData: source.electricalData,
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
