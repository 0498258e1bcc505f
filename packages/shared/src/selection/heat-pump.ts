import { FREEZE_MARGIN_F, fluidProperties, freezingPointF, pressureDropFactor } from './glycol.ts';
import {
  coolingPerformance,
  type HeatPumpConditions,
  type HeatPumpCooling,
  type HeatPumpHeating,
  heatingPerformance,
  ratingConstants,
} from './heat-pump-modes.ts';
import { atmosphericPressurePsia } from './psychrometrics.ts';
import type { HeatPumpRating, SelectionWarning } from './selection-schemas.ts';
import {
  enteringAirWarnings,
  formatNumber,
  outOfRangeWarning,
  SelectionWarningCode,
  selectionWarning,
} from './selection-warnings.ts';

export {
  type HeatPumpConditions,
  type HeatPumpCooling,
  type HeatPumpHeating,
  ISO_13256_ENTERING_AIR,
  iso13256Conditions,
} from './heat-pump-modes.ts';

/**
 * A water source heat pump at design conditions (ISO 13256-1; the modes' arithmetic is in
 * heat-pump-modes.ts): rated-range checks, no extrapolation, both modes and the water pressure drop.
 */

/** Operating limits of entering air (typical WSHP application limits). */
export const HEAT_PUMP_ENTERING_AIR_RANGE = {
  Cooling: { MinDbF: 65, MaxDbF: 95, MinWbF: 50, MaxWbF: 75 },
  Heating: { MinDbF: 45, MaxDbF: 80 },
} as const;

export type HeatPumpEvaluation = {
  Cooling: HeatPumpCooling | null;
  Heating: HeatPumpHeating | null;
  FluidPdFt: number | null;
  Warnings: SelectionWarning[];
};

/** Both modes at one airflow and water flow; a mode outside its rated range has no numbers. */
export function heatPumpPerformance(
  rating: HeatPumpRating,
  conditions: HeatPumpConditions,
): HeatPumpEvaluation {
  const warnings: SelectionWarning[] = [];
  if (conditions.Cfm < rating.MinCfm || conditions.Cfm > rating.MaxCfm) {
    warnings.push(
      outOfRangeWarning(
        SelectionWarningCode.CfmOutOfRange,
        'Airflow',
        conditions.Cfm,
        rating.MinCfm,
        rating.MaxCfm,
        'cfm',
      ),
    );
  }
  if (conditions.FluidGpm < rating.MinGpm || conditions.FluidGpm > rating.MaxGpm) {
    warnings.push(
      outOfRangeWarning(
        SelectionWarningCode.GpmOutOfRange,
        'Water flow',
        conditions.FluidGpm,
        rating.MinGpm,
        rating.MaxGpm,
        'gpm',
        2,
      ),
    );
  }
  if (warnings.length > 0) return { Cooling: null, Heating: null, FluidPdFt: null, Warnings: warnings };

  const coolingWarnings: SelectionWarning[] = [];
  const heatingWarnings: SelectionWarning[] = [];
  const air = HEAT_PUMP_ENTERING_AIR_RANGE;
  if (
    conditions.CoolingEnteringFluidF < rating.MinCoolingEwtF ||
    conditions.CoolingEnteringFluidF > rating.MaxCoolingEwtF
  ) {
    coolingWarnings.push(
      outOfRangeWarning(
        SelectionWarningCode.EnteringFluidOutOfRange,
        'Cooling entering water',
        conditions.CoolingEnteringFluidF,
        rating.MinCoolingEwtF,
        rating.MaxCoolingEwtF,
        '°F',
        1,
      ),
    );
  }
  coolingWarnings.push(
    ...enteringAirWarnings({
      Duty: 'Cooling',
      DbF: conditions.CoolingEnteringDbF,
      WbF: conditions.CoolingEnteringWbF,
      Range: air.Cooling,
    }),
  );
  if (
    conditions.HeatingEnteringFluidF < rating.MinHeatingEwtF ||
    conditions.HeatingEnteringFluidF > rating.MaxHeatingEwtF
  ) {
    heatingWarnings.push(
      outOfRangeWarning(
        SelectionWarningCode.EnteringFluidOutOfRange,
        'Heating entering water',
        conditions.HeatingEnteringFluidF,
        rating.MinHeatingEwtF,
        rating.MaxHeatingEwtF,
        '°F',
        1,
      ),
    );
  }
  heatingWarnings.push(
    ...enteringAirWarnings({ Duty: 'Heating', DbF: conditions.HeatingEnteringDbF, Range: air.Heating }),
  );

  const pressure = atmosphericPressurePsia(conditions.AltitudeFt);
  const coolingResult =
    coolingWarnings.length === 0 ? coolingPerformance(rating, conditions, pressure) : null;
  let heatingResult = heatingWarnings.length === 0 ? heatingPerformance(rating, conditions, pressure) : null;
  const freezing = freezingPointF(conditions.FluidType, conditions.GlycolPercent);
  if (heatingResult && heatingResult.LeavingFluidF < freezing + FREEZE_MARGIN_F) {
    heatingWarnings.push(
      selectionWarning(
        SelectionWarningCode.FluidFreezeRisk,
        `In heating the water would leave at ${formatNumber(heatingResult.LeavingFluidF, 1)} °F, too close to the fluid's freezing point (${formatNumber(freezing, 1)} °F): add antifreeze or raise the entering water temperature.`,
      ),
    );
    heatingResult = null;
  }
  // The pump sees the larger drop of the two modes (cold antifreeze is the most viscous).
  const { PressureDropFactor: ratedFactor } = ratingConstants(rating);
  const flowFactor = (conditions.FluidGpm / rating.RatedGpm) ** 1.8;
  let fluidPd = 0;
  for (const entering of [conditions.CoolingEnteringFluidF, conditions.HeatingEnteringFluidF]) {
    const factor = pressureDropFactor(
      fluidProperties(conditions.FluidType, conditions.GlycolPercent, entering),
    );
    fluidPd = Math.max(fluidPd, rating.RatedFluidPdFt * flowFactor * (factor / ratedFactor));
  }
  return {
    Cooling: coolingResult,
    Heating: heatingResult,
    FluidPdFt: fluidPd,
    Warnings: [...coolingWarnings, ...heatingWarnings],
  };
}
