import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import {
  connectionCodes,
  electricHeatCodes,
  type LinkedCodes,
  LinkedSegment,
  motorCodes,
  pipeCodes,
} from '@airquote/shared/logic/linked-segments';
import type { DesignConditions } from './design-conditions.ts';

/**
 * Several code-string segments order what the design conditions compute (the catalog's segment
 * Names): the unit size is the model, PIPE the coil configuration, MOTOR the motor type, CONN the
 * coil connection, EHEAT the electric heat, CROW the cooling coil rows the server computes the saved
 * performance with (apps/server/src/modules/selection/model-performance.ts). The screen keeps each
 * pair equal, whichever side the user changes, so what is ordered is what was selected.
 */
export const linkedSegment = LinkedSegment;
type CodeMap<T> = LinkedCodes<T>;

const codeFor = <T>(map: CodeMap<T>, value: T) => map.find(([, item]) => item === value)?.[0];
const valueFor = <T>(map: CodeMap<T>, code: string | null): { value: T } | null => {
  const entry = map.find(([item]) => item === code);
  return entry ? { value: entry[1] } : null;
};

/** The codes the design conditions order, by segment Name. */
export function codesFromConditions(conditions: DesignConditions): Record<string, string> {
  const air = conditions.Kind === 'Coil' ? conditions.Coil : conditions.HeatPump;
  const codes: Record<string, string | undefined> = {
    [linkedSegment.Motor]: codeFor(motorCodes, air.MotorType),
    [linkedSegment.Connection]: codeFor(connectionCodes, air.CoilConnection),
  };
  if (conditions.Kind === 'Coil') {
    codes[linkedSegment.Pipe] = codeFor(pipeCodes, conditions.Coil.CoilConfiguration);
    codes[linkedSegment.ElectricHeat] = codeFor(electricHeatCodes, conditions.Coil.ElectricHeatCapacity);
  }
  return Object.fromEntries(
    Object.entries(codes).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The chosen code of a segment by Name, or null. */
export function chosenCode(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
  name: string,
): string | null {
  const segment = segments.find((item) => item.Name === name);
  const valueId = chosen.find(
    (item) => item.CodeStringSegmentId === segment?.CodeStringSegmentId,
  )?.CodeStringValueId;
  return segment?.Values.find((value) => value.CodeStringValueId === valueId)?.Code ?? null;
}

/**
 * Sets each named segment to the value with the given code. A class without that segment or code
 * keeps its choice (a WSHP has no PIPE segment). Returns `chosen` itself when nothing changes.
 */
export function applyCodes(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
  codes: Readonly<Record<string, string>>,
): ProductModelValue[] {
  let next = [...chosen];
  let changed = false;
  for (const [name, code] of Object.entries(codes)) {
    const segment = segments.find((item) => item.Name === name);
    const value = segment?.Values.find((item) => item.Code === code);
    if (!segment || !value) continue;
    const current = next.find((item) => item.CodeStringSegmentId === segment.CodeStringSegmentId);
    if (current?.CodeStringValueId === value.CodeStringValueId) continue;
    next = [
      ...next.filter((item) => item.CodeStringSegmentId !== segment.CodeStringSegmentId),
      { CodeStringSegmentId: segment.CodeStringSegmentId, CodeStringValueId: value.CodeStringValueId },
    ];
    changed = true;
  }
  return changed ? next : (chosen as ProductModelValue[]);
}

/** The design conditions the chosen codes order; `conditions` itself when they already agree. */
export function conditionsFromCodes(
  conditions: DesignConditions,
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): DesignConditions {
  const code = (name: string) => chosenCode(segments, chosen, name);
  const motor = valueFor(motorCodes, code(linkedSegment.Motor));
  const connection = valueFor(connectionCodes, code(linkedSegment.Connection));
  if (conditions.Kind === 'HeatPump') {
    const air = conditions.HeatPump;
    const next = {
      ...air,
      MotorType: motor?.value ?? air.MotorType,
      CoilConnection: connection?.value ?? air.CoilConnection,
    };
    return next.MotorType === air.MotorType && next.CoilConnection === air.CoilConnection
      ? conditions
      : { Kind: 'HeatPump', HeatPump: next };
  }
  const coil = conditions.Coil;
  const pipe = valueFor(pipeCodes, code(linkedSegment.Pipe));
  const electricHeat = valueFor(electricHeatCodes, code(linkedSegment.ElectricHeat));
  const next = {
    ...coil,
    MotorType: motor?.value ?? coil.MotorType,
    CoilConnection: connection?.value ?? coil.CoilConnection,
    CoilConfiguration: pipe?.value ?? coil.CoilConfiguration,
    ElectricHeatCapacity: electricHeat ? electricHeat.value : coil.ElectricHeatCapacity,
  };
  const same =
    next.MotorType === coil.MotorType &&
    next.CoilConnection === coil.CoilConnection &&
    next.CoilConfiguration === coil.CoilConfiguration &&
    next.ElectricHeatCapacity === coil.ElectricHeatCapacity;
  return same ? conditions : { Kind: 'Coil', Coil: next };
}
