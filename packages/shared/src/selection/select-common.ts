import { fanOperatingPoint, type OperatingPoint, type SystemResistance } from './fan.ts';
import {
  type AirFlowProfile,
  type SelectionModelData,
  type SelectionWarning,
  selectionOptionLists,
} from './selection-schemas.ts';
import { SelectionWarningCode, selectionWarning } from './selection-warnings.ts';

/** Parts of a selection shared by water-coil units and heat pumps. */

export function optionLabel(list: ReadonlyArray<{ value: number; label: string }>, value: number): string {
  return list.find((option) => option.value === value)?.label ?? String(value);
}

/** The candidates: every model, or the listed ones. */
export function candidateModels(
  models: SelectionModelData[],
  productModelIds: number[],
): SelectionModelData[] {
  if (productModelIds.length === 0) return models;
  const wanted = new Set(productModelIds);
  return models.filter((model) => wanted.has(model.ProductModelId));
}

/** Model order of the results: by size (nominal airflow), then name and id. */
export function compareModels(a: SelectionModelData, b: SelectionModelData): number {
  return (
    a.NominalCfm - b.NominalCfm ||
    a.ProductModelName.localeCompare(b.ProductModelName) ||
    a.ProductModelId - b.ProductModelId
  );
}

export type FanResolution =
  | { Profile: AirFlowProfile; Tap: AirFlowProfile['Taps'][number]; Warning: null }
  | { Profile: AirFlowProfile | null; Tap: null; Warning: SelectionWarning };

export function resolveFanTap(model: SelectionModelData, motorType: number, fanSpeed: number): FanResolution {
  const motor = optionLabel(selectionOptionLists.airMotorType, motorType);
  const profile = model.AirFlowProfiles.find((candidate) => candidate.MotorType === motorType) ?? null;
  if (!profile) {
    return {
      Profile: null,
      Tap: null,
      Warning: selectionWarning(
        SelectionWarningCode.NoFanProfile,
        `${model.ProductModelName} has no fan curve for a ${motor} motor.`,
      ),
    };
  }
  const tap = profile.Taps.find((candidate) => candidate.FanSpeed === fanSpeed);
  if (!tap) {
    const speed = optionLabel(selectionOptionLists.airFanSpeed, fanSpeed);
    return {
      Profile: profile,
      Tap: null,
      Warning: selectionWarning(
        SelectionWarningCode.NoFanProfile,
        `${model.ProductModelName} has no ${speed} speed tap for its ${motor} motor.`,
      ),
    };
  }
  return { Profile: profile, Tap: tap, Warning: null };
}

/** The operating point, or the warning that there is none. */
export function operatingPointOrWarning(
  model: SelectionModelData,
  tap: AirFlowProfile['Taps'][number],
  system: SystemResistance,
): OperatingPoint | SelectionWarning {
  const point = fanOperatingPoint(tap, system);
  if (point === 'below') {
    return selectionWarning(
      SelectionWarningCode.FanCannotMeetStatic,
      `${model.ProductModelName}'s fan cannot develop the static pressure this system needs at this speed: lower the ESP or choose a higher speed.`,
    );
  }
  if (point === 'beyond') {
    return selectionWarning(
      SelectionWarningCode.FanCannotMeetStatic,
      `${model.ProductModelName}'s fan would run past the end of its catalogued curve at this speed: the airflow is not rated.`,
    );
  }
  return point;
}

/** One warning per code and message (a coil used in both modes can repeat one). */
export function distinctWarnings(warnings: SelectionWarning[]): SelectionWarning[] {
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    const key = `${warning.Code}\u0000${warning.Message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
