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

export function heatingCoil(
  model: SelectionModelData,
  heatCoilRows: number | null,
  warnings: SelectionWarning[],
) {
  const coils = model.CoilProfiles.filter((coil) => coil.Duty === 'Heating').sort((a, b) => a.Rows - b.Rows);
  if (coils.length === 0) return null;
  // No choice made: the model's largest heating coil, the one most likely to meet the load.
  if (heatCoilRows === null) return coils[coils.length - 1] as CoilProfile;
  const wanted = Number(optionLabel(selectionOptionLists.heatCoilRows, heatCoilRows));
  let best = coils[0] as CoilProfile;
  for (const coil of coils) if (Math.abs(coil.Rows - wanted) < Math.abs(best.Rows - wanted)) best = coil;
  if (best.Rows !== wanted) {
    warnings.push(
      selectionWarning(
        SelectionWarningCode.HeatCoilRowsSubstituted,
        `${model.ProductModelName} has no ${wanted}-row heating coil; its ${best.Rows}-row heating coil is used.`,
      ),
    );
  }
  return best;
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
