import type {
  ItemConfigurationInputs,
  SaveItemConfiguration,
} from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import {
  itemQtySchema,
  itemTagSchema,
  type LineItemDetail,
} from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { fieldMessage } from '@airquote/shared/rules/messages';
import {
  defaultItemConfigurationHeader,
  type FlatProductHierarchy,
  type ItemConfigurationHeader,
} from '../../shared/projects/item-configuration-header.ts';
import {
  coilConditionsFromSaved,
  type DesignConditions,
  defaultCoilConditions,
  defaultHeatPumpConditions,
  heatPumpConditionsFromSaved,
  modelDataOf,
} from './design-conditions.ts';
import {
  applyCodes,
  chosenCode,
  codesFromConditions,
  conditionsFromCodes,
  linkedSegment,
} from './option-links.ts';
import type { ValidSelection } from './run-selection.ts';

/** The header of a saved line item: its four ids, quantity and tag; the objects come from the catalog. */
export function headerFromLineItem(lineItem: LineItemDetail): ItemConfigurationHeader {
  return {
    ...defaultItemConfigurationHeader,
    ProductTypeId: lineItem.ProductTypeId,
    ProductTypeCategoryId: lineItem.ProductTypeCategoryId,
    ProductModelClassId: lineItem.ProductModelClassId,
    ProductModelId: lineItem.ProductModelId,
    ItemQty: lineItem.ItemQty,
    ItemTag: lineItem.ItemTag,
  };
}

/**
 * The model whose options are priced: the header's, once the inputs (the options of its class) are
 * loaded; null while there is none.
 */
export function pricedModelName(
  header: ItemConfigurationHeader,
  inputs: ItemConfigurationInputs | null,
): string | null {
  if (!inputs || header.ProductModelId === null) return null;
  return (
    header.ProductModel?.Name ??
    (inputs.ProductModel.ProductModelId === header.ProductModelId ? inputs.ProductModel.Name : null)
  );
}

/** The header's catalog objects for its ids (spec section 3 keeps ids and objects together). */
export function headerObjects(
  header: ItemConfigurationHeader,
  hierarchy: FlatProductHierarchy,
): Partial<ItemConfigurationHeader> {
  return {
    ProductType: hierarchy.productTypes.find((item) => item.ProductTypeId === header.ProductTypeId) ?? null,
    ProductTypeCategory:
      hierarchy.categories.find((item) => item.ProductTypeCategoryId === header.ProductTypeCategoryId) ??
      null,
    ProductModelClass:
      hierarchy.modelClasses.find((item) => item.ProductModelClassId === header.ProductModelClassId) ?? null,
    ProductModel: hierarchy.models.find((item) => item.ProductModelId === header.ProductModelId) ?? null,
  };
}

export type HeaderErrors = { ItemQty?: string; ItemTag?: string; ProductModelId?: string };

/** The header's own checks, with the line item schemas' messages. */
export function headerErrors(header: ItemConfigurationHeader): HeaderErrors {
  const errors: HeaderErrors = {};
  const qty = itemQtySchema.safeParse(header.ItemQty);
  if (!qty.success)
    errors.ItemQty = Number.isNaN(header.ItemQty) ? 'Quantity is required' : qty.error.issues[0]?.message;
  const tag = itemTagSchema.safeParse(header.ItemTag);
  if (!tag.success) errors.ItemTag = tag.error.issues[0]?.message;
  if (header.ProductModelId === null) errors.ProductModelId = fieldMessage('required', 'Model');
  return errors;
}

/**
 * The design conditions the screen opens with: the saved selection when it is of this kind, else the
 * rating conditions of the kind (AHRI 440 for coil units, ISO 13256-1 water loop for WSHP).
 */
export function initialConditions(
  inputs: ItemConfigurationInputs,
  lineItem: LineItemDetail | null,
  productModelId: number | null = inputs.ProductModel.ProductModelId,
  coolingRows: number | null = null,
): DesignConditions {
  // Flows are sized for the header's model (of the class the inputs are for).
  const model = modelDataOf(inputs.SelectionModels, productModelId);
  const nominalMbh = Number(inputs.ProductModel.NominalCapacityMbh);
  const saved = lineItem?.Performance ?? null;
  if (inputs.SelectionKind === 'HeatPump') {
    return {
      Kind: 'HeatPump',
      HeatPump:
        saved?.Kind === 'HeatPump'
          ? heatPumpConditionsFromSaved(saved.Input)
          : defaultHeatPumpConditions(model, nominalMbh),
    };
  }
  const defaults = defaultCoilConditions(model, nominalMbh, coolingRows);
  return {
    Kind: 'Coil',
    Coil: saved?.Kind === 'Coil' ? coilConditionsFromSaved(saved.Input, defaults) : defaults,
  };
}

/**
 * Conditions and options that agree (option-links.ts) when the screen opens or the model class
 * changes. A saved selection was saved with its options; otherwise the options decide the linked
 * conditions, unless the user already entered conditions (`keep`), which then decide the options.
 * The SIZE segment always follows the model.
 */
export function linkedStart(
  inputs: ItemConfigurationInputs,
  lineItem: LineItemDetail | null,
  unitSize: string,
  keep: DesignConditions | null = null,
): { conditions: DesignConditions; chosen: ProductModelValue[] } {
  const segments = inputs.CodeStringSegments;
  const sized = (values: readonly ProductModelValue[], codes: Record<string, string> = {}) =>
    applyCodes(segments, values, { ...codes, [linkedSegment.Size]: unitSize });
  if (keep && keep.Kind === inputs.SelectionKind)
    return { conditions: keep, chosen: sized(inputs.ProductModelValues, codesFromConditions(keep)) };
  const rows = Number(chosenCode(segments, inputs.ProductModelValues, linkedSegment.CoolingRows));
  const conditions = initialConditions(inputs, lineItem, inputs.ProductModel.ProductModelId, rows || null);
  const saved = lineItem?.Performance?.Kind === inputs.SelectionKind;
  return {
    conditions: saved ? conditions : conditionsFromCodes(conditions, segments, inputs.ProductModelValues),
    chosen: sized(inputs.ProductModelValues),
  };
}

/** What Save sends; null while the header is incomplete. */
export function savePayload(
  lineItem: LineItemDetail,
  header: ItemConfigurationHeader,
  chosen: readonly ProductModelValue[],
  selection: ValidSelection | null,
): SaveItemConfiguration | null {
  if (
    header.ProductTypeId === null ||
    header.ProductTypeCategoryId === null ||
    header.ProductModelClassId === null ||
    header.ProductModelId === null
  )
    return null;
  return {
    ProjectScheduleLineItemId: lineItem.ProjectScheduleLineItemId,
    RowVersion: lineItem.RowVersion,
    ProductTypeId: header.ProductTypeId,
    ProductTypeCategoryId: header.ProductTypeCategoryId,
    ProductModelClassId: header.ProductModelClassId,
    ProductModelId: header.ProductModelId,
    ItemQty: header.ItemQty,
    ItemTag: header.ItemTag.trim(),
    // In segment order, so the same choices always compare equal.
    ProductModelValues: [...chosen].sort((a, b) => a.CodeStringSegmentId - b.CodeStringSegmentId),
    Selection: selection,
  };
}

/** What the user changed since the last save or load (the row version is not a change). */
export function changeSignature(payload: SaveItemConfiguration | null): string {
  if (!payload) return '';
  const { RowVersion: _rowVersion, ...rest } = payload;
  return JSON.stringify(rest);
}
