import { calibrateCoil } from './coil-calibration.ts';
import { BTUH_PER_KW } from './heat-pump-modes.ts';
import { optionLabel } from './select-common.ts';
import {
  type CoilPerformance,
  type CoilProfile,
  FilterMethod,
  type FluidSideInput,
  type SelectionModelData,
  type SelectionWarning,
  selectionOptionLists,
} from './selection-schemas.ts';
import { SelectionWarningCode, selectionWarning } from './selection-warnings.ts';

/** The options of a water-coil unit: its heating coil, electric heat, targets (select-coil-units.ts). */

/**
 * The spec's heat coil rows option (values 1 and 2, labelled '3' and '4') chooses a 4-pipe unit's
 * heating coil: value 1 the 1-row heating coil, value 2 the 2-row one (the catalog's real heating coils;
 * the labels read as a 4-pipe coil bank's total rows over a 2-row cooling section). A catalog whose
 * heating coils have 3 and 4 rows is matched by the label instead. docs/decisions/0027.
 */
export const HEAT_COIL_ROWS_BY_OPTION: Readonly<Record<number, number>> = { 1: 1, 2: 2 };

/** A heating coil's rows → the heat coil rows option that chooses it (null when none does). */
export function heatCoilRowsOption(rows: number): number | null {
  for (const option of selectionOptionLists.heatCoilRows) {
    if (HEAT_COIL_ROWS_BY_OPTION[option.value] === rows || Number(option.label) === rows) return option.value;
  }
  return null;
}

/** How a coil is named to the user: "2-row heating", "3-row cooling". */
export function coilLabel(coil: Pick<CoilProfile, 'Rows' | 'Duty'>): string {
  return `${coil.Rows}-row ${coil.Duty.toLowerCase()}`;
}

export function heatingCoil(
  model: SelectionModelData,
  heatCoilRows: number | null,
  warnings: SelectionWarning[],
) {
  const coils = model.CoilProfiles.filter((coil) => coil.Duty === 'Heating').sort((a, b) => a.Rows - b.Rows);
  if (coils.length === 0) return null;
  // No choice made: the model's largest heating coil, the one most likely to meet the load.
  if (heatCoilRows === null) return coils[coils.length - 1] as CoilProfile;
  const wanted = HEAT_COIL_ROWS_BY_OPTION[heatCoilRows] ?? heatCoilRows;
  const byLabel = Number(optionLabel(selectionOptionLists.heatCoilRows, heatCoilRows));
  const exact =
    coils.find((coil) => coil.Rows === wanted) ?? coils.find((coil) => coil.Rows === byLabel) ?? null;
  if (exact) return exact;
  let best = coils[0] as CoilProfile;
  for (const coil of coils) if (Math.abs(coil.Rows - wanted) < Math.abs(best.Rows - wanted)) best = coil;
  warnings.push(
    selectionWarning(
      SelectionWarningCode.HeatCoilRowsSubstituted,
      `${model.ProductModelName} has no ${wanted}-row heating coil; its ${best.Rows}-row heating coil is used.`,
    ),
  );
  return best;
}

/**
 * The fluid flow a coil runs at when the input gives none (FluidFlow method, FluidGpm null): its own
 * rating's flow (cooling: 45 °F water with a 10 °F rise; fan-coil heating coils are rated at their
 * size's 3-row cooling flow), so every candidate, size 02 or 12, 2 rows or 4, starts at its rating
 * instead of one figure for every size.
 */
export function defaultFluidGpm(coil: CoilProfile): number {
  return calibrateCoil(coil).RatedGpm;
}

export function meetsTarget(side: FluidSideInput | null, performance: CoilPerformance | null): boolean {
  if (side === null || side.FilterMethod === FilterMethod.None || side.FilterTarget === null) return true;
  if (performance === null) return false;
  if (side.FilterMethod === FilterMethod.Capacity) {
    return performance.TotalMbh !== null && performance.TotalMbh >= side.FilterTarget;
  }
  if (performance.LeavingDbF === null) return false;
  return performance.Duty === 'Cooling'
    ? performance.LeavingDbF <= side.FilterTarget
    : performance.LeavingDbF >= side.FilterTarget;
}

export function electricHeat(
  model: SelectionModelData,
  option: number | null,
  warnings: SelectionWarning[],
): number | null {
  if (option === null) return null;
  const kw = Number(optionLabel(selectionOptionLists.electricHeatCapacity, option));
  if (!model.ElectricHeatKw.includes(kw)) {
    const offered =
      model.ElectricHeatKw.length > 0
        ? `offers ${model.ElectricHeatKw.join(', ')} kW`
        : 'offers no electric heat';
    warnings.push(
      selectionWarning(
        SelectionWarningCode.ElectricHeatUnavailable,
        `${model.ProductModelName} ${offered}, not ${kw} kW.`,
      ),
    );
    return null;
  }
  return (kw * BTUH_PER_KW) / 1000;
}
