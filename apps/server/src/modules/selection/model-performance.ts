import type { SaveItemConfiguration } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { LinkedSegment } from '@airquote/shared/logic/linked-segments';
import { mainCoils, selectCoilUnit } from '@airquote/shared/selection/select-coil-units';
import { selectHeatPump } from '@airquote/shared/selection/select-heat-pumps';
import type { SavedPerformance } from '@airquote/shared/selection/selection-schemas';
import { badRequest } from '../../lib/http-error.ts';
import { itemConfigurationMessages } from '../item-configuration/item-configuration.messages.ts';
import type { CatalogModel, CatalogModelClass } from './selection-catalog.ts';

/** The code-string segment whose code is the main (cooling) coil's row count. */
export const COOLING_ROWS_SEGMENT = LinkedSegment.CoolingRows;

/**
 * The main coil rows the chosen code string orders (its CROW value), when the model has that coil;
 * otherwise undefined, and the engine takes the model's largest-capacity main coil.
 */
export function orderedMainCoilRows(
  model: CatalogModel,
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): number | undefined {
  const segment = segments.find((item) => item.Name === COOLING_ROWS_SEGMENT);
  const valueId = chosen.find(
    (item) => item.CodeStringSegmentId === segment?.CodeStringSegmentId,
  )?.CodeStringValueId;
  const rows = Number(segment?.Values.find((value) => value.CodeStringValueId === valueId)?.Code);
  return mainCoils(model.selection).some((coil) => coil.Rows === rows) ? rows : undefined;
}

/**
 * What Save stores: the client's inputs and the engine's result for the line item's model, computed
 * here (a client's numbers are never stored). Inputs outside a rated range are stored with the
 * engine's warnings and null numbers, as the engine answers them.
 */
export function savedPerformanceOf(
  selection: NonNullable<SaveItemConfiguration['Selection']>,
  model: CatalogModel,
  modelClass: CatalogModelClass,
  chosen: readonly ProductModelValue[],
): SavedPerformance {
  if (selection.Kind !== modelClass.selectionKind) {
    const message = itemConfigurationMessages.selectionKindMismatch(modelClass.selectionKind, model.name);
    throw badRequest(message, { 'Selection.Kind': message });
  }
  if (selection.Kind === 'HeatPump') {
    return {
      Kind: 'HeatPump',
      Input: selection.Input,
      Result: selectHeatPump(selection.Input, model.selection),
    };
  }
  const rows = orderedMainCoilRows(model, modelClass.segments, chosen);
  return {
    Kind: 'Coil',
    Input: selection.Input,
    Result: selectCoilUnit(selection.Input, model.selection, rows),
  };
}
