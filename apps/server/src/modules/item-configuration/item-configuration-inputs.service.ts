import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { defaultProductModelValues } from '@airquote/shared/logic/code-string';
import { MAX_ID } from '@airquote/shared/rules/ids';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { loadLineItemDetail } from '../line-item/line-item-detail.ts';
import { listPriceOf, toLineItemPricing } from '../pricing/list-price.ts';
import { accessMessages } from '../project/project-access.ts';
import { loadElectricalRatings } from '../selection/electrical-data.service.ts';
import {
  type CatalogModel,
  loadSelectionCatalog,
  type SelectionCatalog,
} from '../selection/selection-catalog.ts';
import { codeStringGroupValues, segmentsFor } from './code-string-view.ts';
import { itemConfigurationMessages as messages } from './item-configuration.messages.ts';
import { withModelSize } from './linked-segments.ts';

type InputRequest = { ProductModelName?: string | null; ProjectScheduleLineItemId?: number | null };

/**
 * The model the screen configures: the one named (the header may have just changed it), else the
 * line item's. A named model must still be offered, unless it is the line item's own.
 */
function chooseModel(
  catalog: SelectionCatalog,
  name: string | null,
  lineItem: LineItemDetail | null,
): CatalogModel {
  if (name) {
    const model = catalog.modelsByName.get(name.toUpperCase());
    if (!model) throw notFound(messages.modelNotFound(name));
    if (!model.isOffered && model.productModelId !== lineItem?.ProductModelId)
      throw badRequest(messages.modelNotOffered(model.name), {
        ProductModelName: messages.modelNotOffered(model.name),
      });
    return model;
  }
  const model = lineItem ? catalog.models.get(lineItem.ProductModelId) : undefined;
  if (!model) throw notFound(messages.lineItemModelMissing);
  return model;
}

/**
 * POST projectschedulelineitem/getitemconfigurationinputs: everything the item configuration
 * screen needs, from the cached catalog plus at most one line item read.
 */
export async function getItemConfigurationInputs(
  deps: AppDeps,
  viewer: Actor,
  request: InputRequest,
): Promise<ItemConfigurationInputs> {
  const lineItemId = request.ProjectScheduleLineItemId ?? 0;
  // An id no row can have is simply not found (the database would refuse it as out of range).
  if (lineItemId > MAX_ID) throw notFound(accessMessages.lineItemNotFound);
  const [catalog, lineItem] = await Promise.all([
    loadSelectionCatalog(deps.db),
    lineItemId > 0 ? loadLineItemDetail(deps.db, viewer, lineItemId) : null,
  ]);
  const model = chooseModel(catalog, request.ProductModelName?.trim() || null, lineItem);
  const modelClass = catalog.classes.get(model.productModelClassId);
  if (!modelClass) throw notFound(messages.lineItemModelMissing);

  // Saved values carry over while the model stays in the class whose segments they name.
  const saved =
    lineItem &&
    catalog.models.get(lineItem.ProductModelId)?.productModelClassId === modelClass.productModelClassId
      ? lineItem.ProductModelValues
      : [];
  const segments = segmentsFor(modelClass, viewer.canSeePrices);
  // The model fixes the SIZE segment; the rest starts from what was saved, else the defaults.
  const chosen = defaultProductModelValues(segments, withModelSize(modelClass, model, saved));
  const selectionModels = model.isOffered
    ? modelClass.offeredSelectionModels
    : [...modelClass.offeredSelectionModels, model.selection];
  const electricalRatings = await loadElectricalRatings(
    deps.db,
    selectionModels.map((item) => item.ProductModelId),
  );

  return {
    ProjectScheduleLineItem: lineItem,
    ProjectScheduleLineItemPricing: viewer.canSeePrices
      ? toLineItemPricing(listPriceOf(model, modelClass, chosen))
      : null,
    CodeStringGroups: codeStringGroupValues(modelClass, segments, chosen),
    CodeStringSegments: segments,
    ProductModelValues: chosen,
    CategoryName: modelClass.categoryName,
    ProductModel: model.productModel,
    SelectionKind: modelClass.selectionKind,
    SelectionModels: selectionModels,
    ElectricalRatings: [...electricalRatings.values()],
  };
}
