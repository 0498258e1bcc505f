import type {
  CodeStringGroupValue,
  CodeStringSegment,
  ProductModelValue,
} from '@airquote/shared/logic/code-string-schemas';
import type { CatalogModelClass } from '../selection/selection-catalog.ts';

/** The class's segments as this reader may see them (no list-price adders without pricing.view). */
export function segmentsFor(modelClass: CatalogModelClass, canSeePrices: boolean): CodeStringSegment[] {
  return canSeePrices ? modelClass.segments : modelClass.segmentsWithoutPrices;
}

/** Spec section 3 code string group values: each group with its segments and their chosen values. */
export function codeStringGroupValues(
  modelClass: CatalogModelClass,
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): CodeStringGroupValue[] {
  const chosenBySegment = new Map(
    chosen.map((value) => [value.CodeStringSegmentId, value.CodeStringValueId]),
  );
  return modelClass.groups.map((group) => ({
    CodeStringGroup: group,
    CodeStringSegmentValues: segments
      .filter((segment) => segment.CodeStringGroupId === group.CodeStringGroupId)
      .map((segment) => {
        const valueId = chosenBySegment.get(segment.CodeStringSegmentId);
        return {
          CodeStringSegment: segment,
          CodeStringValue: segment.Values.find((value) => value.CodeStringValueId === valueId) ?? null,
        };
      }),
  }));
}
