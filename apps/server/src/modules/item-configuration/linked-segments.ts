import type { SaveItemConfiguration } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import { segmentLabel } from '@airquote/shared/logic/code-string';
import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import {
  connectionCodes,
  electricHeatCodes,
  type LinkedCodes,
  LinkedSegment,
  motorCodes,
  pipeCodes,
} from '@airquote/shared/logic/linked-segments';
import { selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import type { CatalogModel, CatalogModelClass } from '../selection/selection-catalog.ts';

/**
 * Code-string segments that order what the model or the selection already says (the catalog's
 * segment Names): SIZE is the model's unit size; PIPE, MOTOR, CONN and EHEAT are the selection's
 * coil configuration, motor, coil connection and electric heat. What is ordered must be what was
 * selected, so Save refuses a pair that differs (the screen keeps them equal).
 */
export const SIZE_SEGMENT = LinkedSegment.Size;

type Selection = NonNullable<SaveItemConfiguration['Selection']>;
type Link = {
  segment: string;
  field: string;
  list: ReadonlyArray<{ value: number; label: string }>;
  codes: Record<string, number | null>;
};

const codes = (pairs: LinkedCodes<number | null>) => Object.fromEntries(pairs);
const links: Link[] = [
  {
    segment: LinkedSegment.Pipe,
    field: 'CoilConfiguration',
    list: selectionOptionLists.coilConfiguration,
    codes: codes(pipeCodes),
  },
  {
    segment: LinkedSegment.Motor,
    field: 'MotorType',
    list: selectionOptionLists.airMotorType,
    codes: codes(motorCodes),
  },
  {
    segment: LinkedSegment.Connection,
    field: 'CoilConnection',
    list: selectionOptionLists.airCoilConnection,
    codes: codes(connectionCodes),
  },
  {
    segment: LinkedSegment.ElectricHeat,
    field: 'ElectricHeatCapacity',
    list: selectionOptionLists.electricHeatCapacity,
    codes: codes(electricHeatCodes),
  },
];

function chosenValue(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
  name: string,
) {
  const segment = segments.find((item) => item.Name === name);
  if (!segment) return null;
  const valueId = chosen.find(
    (item) => item.CodeStringSegmentId === segment.CodeStringSegmentId,
  )?.CodeStringValueId;
  return { segment, value: segment.Values.find((item) => item.CodeStringValueId === valueId) ?? null };
}

/** The SIZE value the model fixes, when the class has a SIZE segment with the model's size. */
export function modelSizeValue(modelClass: CatalogModelClass, model: CatalogModel): ProductModelValue | null {
  const segment = modelClass.segments.find((item) => item.Name === SIZE_SEGMENT);
  const value = segment?.Values.find((item) => item.Code === model.productModel.UnitSize);
  return segment && value
    ? { CodeStringSegmentId: segment.CodeStringSegmentId, CodeStringValueId: value.CodeStringValueId }
    : null;
}

/** The chosen values with the model's SIZE in place of whatever was chosen for it. */
export function withModelSize(
  modelClass: CatalogModelClass,
  model: CatalogModel,
  chosen: readonly ProductModelValue[],
): ProductModelValue[] {
  const size = modelSizeValue(modelClass, model);
  if (!size) return [...chosen];
  return [...chosen.filter((item) => item.CodeStringSegmentId !== size.CodeStringSegmentId), size];
}

/** Why the chosen values do not order the model and the selection; empty when they do. */
export function linkedSegmentProblems(
  modelClass: CatalogModelClass,
  model: CatalogModel,
  chosen: readonly ProductModelValue[],
  selection: Selection | null,
): string[] {
  const problems: string[] = [];
  const size = chosenValue(modelClass.segments, chosen, SIZE_SEGMENT);
  if (size?.value && size.value.Code !== model.productModel.UnitSize) {
    problems.push(
      `${segmentLabel(size.segment)} ${size.value.Code} does not match model ${model.name}, whose size is ${model.productModel.UnitSize}.`,
    );
  }
  if (!selection) return problems;
  const input = selection.Input as Record<string, unknown>;
  for (const link of links) {
    if (!(link.field in input)) continue;
    const found = chosenValue(modelClass.segments, chosen, link.segment);
    if (!found?.value || !(found.value.Code in link.codes)) continue;
    const ordered = link.codes[found.value.Code];
    const selected = (input[link.field] as number | null | undefined) ?? null;
    if (ordered !== selected) {
      const label = link.list.find((option) => option.value === selected)?.label;
      const shown = selected === null ? 'none' : `${selected} (${label ?? 'unknown'})`;
      problems.push(
        `${segmentLabel(found.segment)} ${found.value.Code} (${found.value.Description}) does not match the selection's ${link.field} ${shown}.`,
      );
    }
  }
  return problems;
}
