import type { SaveItemConfiguration } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import {
  codesBySegmentId,
  formatCodeString,
  sortSegmentsByStartPosition,
  validateProductModelValues,
} from '@airquote/shared/logic/code-string';
import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { lineItemMessages } from '../line-item/line-item.messages.ts';
import { findConfigurationHeaderLinks, isTagTaken } from '../line-item/line-item.repository.ts';
import { requireCurrentLineItem, withTagConflict } from '../line-item/line-item.service.ts';
import { loadLineItemDetail } from '../line-item/line-item-detail.ts';
import { touchProject } from '../project/project-access.ts';
import { configuredElectricalData, loadElectricalRatings } from '../selection/electrical-data.service.ts';
import { savedPerformanceOf } from '../selection/model-performance.ts';
import {
  type CatalogModel,
  type CatalogModelClass,
  loadSelectionCatalog,
  type SelectionCatalog,
} from '../selection/selection-catalog.ts';
import { itemConfigurationMessages as messages } from './item-configuration.messages.ts';
import { updateLineItemConfigurationIfVersion } from './item-configuration.repository.ts';
import { linkedSegmentProblems, modelSizeValue } from './linked-segments.ts';
import { requirementDecision } from './requirement-override.ts';

/**
 * Type → category → model class → model must be one branch of the catalog (400 otherwise, as when a
 * line item is added). A model no longer offered may stay on the line item that has it, but cannot
 * be newly chosen.
 */
async function checkHeader(
  db: DatabaseOrTransaction,
  input: SaveItemConfiguration,
  currentModelId: number,
): Promise<void> {
  const links = await findConfigurationHeaderLinks(db, {
    productTypeCategoryId: input.ProductTypeCategoryId,
    productModelClassId: input.ProductModelClassId,
    productModelId: input.ProductModelId,
  });
  const refuse = (field: string, message: string) => badRequest(message, { [field]: message });
  if (links.category_type_id !== input.ProductTypeId)
    throw refuse('ProductTypeCategoryId', lineItemMessages.categoryNotOfType);
  if (links.class_category_id !== input.ProductTypeCategoryId)
    throw refuse('ProductModelClassId', lineItemMessages.classNotOfCategory);
  if (links.model_class_id !== input.ProductModelClassId)
    throw refuse('ProductModelId', lineItemMessages.modelNotOfClass);
  if (!links.all_active && input.ProductModelId !== currentModelId)
    throw refuse('ProductModelId', lineItemMessages.notOffered);
}

/**
 * Every chosen value must exist, be allowed by its rule and order what the model and the selection
 * say (linked-segments.ts); 400 with every explanation otherwise. The model's SIZE is filled in when
 * left out.
 */
function checkedValues(
  modelClass: CatalogModelClass,
  model: CatalogModel,
  input: SaveItemConfiguration,
): ProductModelValue[] {
  const size = modelSizeValue(modelClass, model);
  const chosen =
    size && !input.ProductModelValues.some((value) => value.CodeStringSegmentId === size.CodeStringSegmentId)
      ? [...input.ProductModelValues, size]
      : input.ProductModelValues;
  const problems = [
    ...validateProductModelValues(modelClass.segments, chosen).map((error) => error.message),
    ...linkedSegmentProblems(modelClass, model, chosen, input.Selection),
  ];
  if (problems.length > 0) {
    const text = problems.join(' ');
    throw badRequest(`${messages.invalidValues(problems.length)} ${text}`, { ProductModelValues: text });
  }
  // Stored in code-string order, so every reader gets the same list back.
  const bySegment = new Map(chosen.map((value) => [value.CodeStringSegmentId, value]));
  return sortSegmentsByStartPosition(modelClass.segments).flatMap((segment) => {
    const value = bySegment.get(segment.CodeStringSegmentId);
    return value
      ? [{ CodeStringSegmentId: value.CodeStringSegmentId, CodeStringValueId: value.CodeStringValueId }]
      : [];
  });
}

/** The model and its class in the cached catalog; a model only another instance's upload added is not there yet. */
function catalogEntries(catalog: SelectionCatalog, modelId: number) {
  const model = catalog.models.get(modelId);
  const modelClass = model ? catalog.classes.get(model.productModelClassId) : undefined;
  if (!model || !modelClass) throw conflict(messages.catalogChanging);
  return { model, modelClass };
}

/**
 * PUT projectschedulelineitem/saveitemconfiguration: header, options, code string and the
 * performance the server computes itself, in one transaction with its event.
 */
export async function saveItemConfiguration(
  deps: AppDeps,
  viewer: Actor,
  input: SaveItemConfiguration,
): Promise<LineItemDetail> {
  const catalog = await loadSelectionCatalog(deps.db);
  // Read before the transaction: the embedded database has one connection.
  const electricalRatings = await loadElectricalRatings(deps.db, [input.ProductModelId]);
  await withTagConflict(input.ItemTag, () =>
    deps.db.transaction(async (tx) => {
      const { lineItem, schedule } = await requireCurrentLineItem(
        tx,
        viewer,
        input.ProjectScheduleLineItemId,
        input.RowVersion,
      );
      await checkHeader(tx, input, lineItem.productModelId);
      const { model, modelClass } = catalogEntries(catalog, input.ProductModelId);
      if (
        input.ItemTag !== lineItem.itemTag &&
        (await isTagTaken(tx, schedule.projectScheduleId, input.ItemTag, lineItem.projectScheduleLineItemId))
      )
        throw conflict(lineItemMessages.duplicateTag(input.ItemTag));
      const productModelValues = checkedValues(modelClass, model, input);
      const codeString = formatCodeString(
        modelClass.segments,
        codesBySegmentId(modelClass.segments, productModelValues),
      );
      // Recomputed from the catalog for what the code string orders; nothing electrical comes from the client.
      const electricalData = configuredElectricalData(
        electricalRatings.get(model.productModelId),
        modelClass.segments,
        productModelValues,
      );
      const performance = input.Selection
        ? savedPerformanceOf(input.Selection, model, modelClass, productModelValues)
        : null;

      const sizing = requirementDecision(viewer, input, lineItem.requirements, performance, model.name);

      const updated = updatedOrStale(
        await updateLineItemConfigurationIfVersion(tx, lineItem.projectScheduleLineItemId, input.RowVersion, {
          productTypeId: input.ProductTypeId,
          productTypeCategoryId: input.ProductTypeCategoryId,
          productModelClassId: input.ProductModelClassId,
          productModelId: input.ProductModelId,
          itemQty: input.ItemQty,
          itemTag: input.ItemTag,
          productModelValues,
          codeString,
          performance,
          electricalData,
          requirements: sizing.requirements,
          requirementOverride: sizing.override,
          // Saved from the configuration screen, the unit is selected again (issue #14 part 3).
          needsReselection: false,
        }),
      );
      await touchProject(tx, viewer, schedule.projectId);
      const previousModel = catalog.models.get(lineItem.productModelId)?.name ?? null;
      await recordEvent(tx, viewer, {
        projectId: schedule.projectId,
        entityType: 'LineItem',
        entityId: lineItem.projectScheduleLineItemId,
        action: 'Configured',
        summary: `Configured ${updated.itemTag}: ${model.name}, code ${codeString}, in schedule "${schedule.name}"`,
        before: {
          ItemTag: lineItem.itemTag,
          ItemQty: lineItem.itemQty,
          ProductModelName: previousModel,
          CodeString: lineItem.codeString,
        },
        after: {
          ItemTag: updated.itemTag,
          ItemQty: updated.itemQty,
          ProductModelName: model.name,
          CodeString: codeString,
          Selection: performance ? performance.Kind : null,
        },
      });
      if (sizing.override)
        await recordEvent(tx, viewer, {
          projectId: schedule.projectId,
          entityType: 'LineItem',
          entityId: lineItem.projectScheduleLineItemId,
          action: 'RequirementOverridden',
          summary: `Kept ${updated.itemTag} (${model.name}) although it misses ${sizing.override.Shortfalls.join('; ')}. Reason: ${sizing.override.Reason}`,
          after: { Reason: sizing.override.Reason, Shortfalls: sizing.override.Shortfalls },
        });
    }),
  );
  return loadLineItemDetail(deps.db, viewer, input.ProjectScheduleLineItemId);
}
