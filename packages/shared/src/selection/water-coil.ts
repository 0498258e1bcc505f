import { calibrateCoil, HEATING_HUMIDITY_RATIO } from './coil-calibration.ts';
import {
  type CoilHeatTransferInput,
  coilHeatTransfer,
  coilLeavingFluidF,
  resetSplitHint,
} from './coil-heat-transfer.ts';
import { coilRangeWarnings } from './coil-range-checks.ts';
import { fluidProperties, heatFactorPerGpm, pressureDropFactor } from './glycol.ts';
import {
  atmosphericPressurePsia,
  dewPointFromHumidityRatio,
  dryAirMassFlowLbPerHour,
  enthalpyFromHumidityRatio,
  enthalpyFromWetBulb,
  humidityRatioFromWetBulb,
  SEA_LEVEL_PRESSURE_PSIA,
  saturationHumidityRatio,
  wetBulbFromHumidityRatio,
} from './psychrometrics.ts';
import type { CoilPerformance, CoilProfile, FluidSideInput, SelectionWarning } from './selection-schemas.ts';
import { SelectionMethod } from './selection-schemas.ts';
import {
  blockingWarningCodes,
  formatNumber,
  SelectionWarningCode,
  selectionWarning,
} from './selection-warnings.ts';
import { findRootNear } from './solve.ts';

export { calibrateCoil, HEATING_HUMIDITY_RATIO } from './coil-calibration.ts';
export { ENTERING_AIR_RANGE } from './coil-range-checks.ts';

/**
 * A water coil at design conditions: range checks (no extrapolation), the selection method (fluid
 * flow given → leaving fluid; leaving fluid given → flow), pressure drops. Numbers are unrounded here;
 * round-results.ts rounds what the API returns.
 */

/** Wet coils have ~30 % more air pressure drop (condensate bridges the fins). */
export const WET_COIL_AIR_PRESSURE_FACTOR = 1.3;
const AIR_PRESSURE_EXPONENT = 1.8;
const FLUID_PRESSURE_EXPONENT = 1.8;

export type CoilConditions = {
  Duty: 'Cooling' | 'Heating';
  Cfm: number;
  AltitudeFt: number;
  EnteringDbF: number;
  /** Cooling only; heating uses HEATING_HUMIDITY_RATIO. */
  EnteringWbF: number | null;
  Fluid: FluidSideInput;
};

export type CoilEvaluation = {
  Performance: CoilPerformance;
  Wet: boolean;
  Warnings: SelectionWarning[];
};

export function coilAirPressureDropInWg(profile: CoilProfile, cfm: number, wet: boolean): number {
  const dry = profile.RatedAirPdInWg * (cfm / profile.RatedCfm) ** AIR_PRESSURE_EXPONENT;
  return wet ? dry * WET_COIL_AIR_PRESSURE_FACTOR : dry;
}

/** Fluid pressure drop ∝ gpm^1.8, corrected for the fluid's density and viscosity (Blasius). */
export function coilFluidPressureDropFt(
  profile: CoilProfile,
  gpm: number,
  fluidType: number,
  glycolPercent: number,
  meanFluidF: number,
): number {
  const calibration = calibrateCoil(profile);
  const factor = pressureDropFactor(fluidProperties(fluidType, glycolPercent, meanFluidF));
  return (
    profile.RatedFluidPdFt *
    (gpm / calibration.RatedGpm) ** FLUID_PRESSURE_EXPONENT *
    (factor / calibration.RatedPressureDropFactor)
  );
}

// Every candidate of a selection sees the same entering air: its dew point (psychrolib iterates for
// it) is remembered by value, a few entries at a time.
const dewPoints = new Map<string, number>();
function enteringDewPointF(dryBulbF: number, humidityRatio: number, pressurePsia: number): number {
  const key = `${dryBulbF}|${humidityRatio}|${pressurePsia}`;
  let dewPoint = dewPoints.get(key);
  if (dewPoint === undefined) {
    dewPoint = dewPointFromHumidityRatio(dryBulbF, humidityRatio, pressurePsia);
    if (dewPoints.size >= 64) dewPoints.clear();
    dewPoints.set(key, dewPoint);
  }
  return dewPoint;
}

/** A duty without numbers (outside the rated range, or nothing to compute it with). */
export function emptyCoilPerformance(duty: 'Cooling' | 'Heating', rows: number): CoilPerformance {
  return {
    Duty: duty,
    Rows: rows,
    TotalMbh: null,
    SensibleMbh: null,
    LeavingDbF: null,
    LeavingWbF: null,
    FluidGpm: null,
    LeavingFluidF: null,
    FluidPdFt: null,
    AirPdInWg: null,
    AirSideMbh: null,
    FluidSideMbh: null,
  };
}

/** Performance of one coil at one operating point; null numbers and a warning outside the rated range. */
export function evaluateCoil(profile: CoilProfile, conditions: CoilConditions): CoilEvaluation {
  resetSplitHint();
  const duty = conditions.Duty;
  const warnings = coilRangeWarnings(profile, conditions);
  const calibration = calibrateCoil(profile);
  if (!calibration.Reproduced) {
    warnings.push(
      selectionWarning(
        SelectionWarningCode.RatingNotReproduced,
        `The ${profile.Rows}-row ${profile.Duty.toLowerCase()} coil's catalog rating is not physically consistent; its total capacity is matched, its sensible split is approximate.`,
      ),
    );
  }
  if (warnings.some((warning) => blockingWarningCodes.has(warning.Code))) {
    return { Performance: emptyCoilPerformance(duty, profile.Rows), Wet: false, Warnings: warnings };
  }
  const fluid = conditions.Fluid;
  const pressure = atmosphericPressurePsia(conditions.AltitudeFt);
  const airMassFlow = dryAirMassFlowLbPerHour(conditions.Cfm, pressure);
  const humidityRatio =
    duty === 'Cooling'
      ? humidityRatioFromWetBulb(conditions.EnteringDbF, conditions.EnteringWbF as number, pressure)
      : Math.min(HEATING_HUMIDITY_RATIO, saturationHumidityRatio(conditions.EnteringDbF, pressure));
  const dewPoint = enteringDewPointF(conditions.EnteringDbF, humidityRatio, pressure);
  const inputAt = (gpm: number): CoilHeatTransferInput => ({
    AirMassFlow: airMassFlow,
    EnteringDbF: conditions.EnteringDbF,
    EnteringHumidityRatio: humidityRatio,
    PressurePsia: pressure,
    FluidType: fluid.FluidType,
    GlycolPercent: fluid.GlycolPercent,
    Gpm: gpm,
    EnteringFluidF: fluid.EnteringFluidF,
    EnteringDewPointF: dewPoint,
  });

  let gpm = fluid.FluidGpm as number;
  if (fluid.SelectionMethod === SelectionMethod.LeavingFluidTemp) {
    const wantedChange = Math.abs((fluid.LeavingFluidF as number) - fluid.EnteringFluidF);
    // The fluid's temperature change falls as its flow rises, ln ΔT about 0.7 per ln gpm (capacity
    // rises with flow only as gpm^0.2–0.4): a secant on logarithms from the rated flow scaled to the
    // wanted change converges in 3–5 coil evaluations, within the rated flow range.
    const logGpm = findRootNear(
      (logFlow) => {
        const change = Math.abs(
          coilLeavingFluidF(calibration, inputAt(Math.exp(logFlow))) - fluid.EnteringFluidF,
        );
        return Math.log(Math.max(change, 1e-9)) - Math.log(wantedChange);
      },
      Math.log((calibration.RatedGpm * profile.RatedFluidDeltaTF) / wantedChange),
      -0.7,
      Math.log(profile.MinGpm),
      Math.log(profile.MaxGpm),
      1e-6,
    );
    if (logGpm === null) {
      warnings.push(
        selectionWarning(
          SelectionWarningCode.GpmOutOfRange,
          `A ${formatNumber(wantedChange, 1)} °F fluid temperature change needs a flow outside the ${profile.Rows}-row coil's rated range ${formatNumber(profile.MinGpm, 2)}–${formatNumber(profile.MaxGpm, 2)} gpm: no performance is given outside the rated range.`,
        ),
      );
      return { Performance: emptyCoilPerformance(duty, profile.Rows), Wet: false, Warnings: warnings };
    }
    gpm = Math.exp(logGpm);
  }
  const result = coilHeatTransfer(calibration, inputAt(gpm));
  const leavingWetBulb =
    duty === 'Cooling'
      ? wetBulbFromHumidityRatio(result.LeavingDbF, result.LeavingHumidityRatio, pressure)
      : null;
  // Air-side heat from the reported leaving state (through its wet bulb), independent of the model's
  // own bookkeeping: the energy balance check compares it with the fluid side.
  const enteringEnthalpy =
    duty === 'Cooling'
      ? enthalpyFromWetBulb(conditions.EnteringDbF, conditions.EnteringWbF as number, pressure)
      : enthalpyFromHumidityRatio(conditions.EnteringDbF, humidityRatio);
  const leavingEnthalpy =
    leavingWetBulb === null
      ? enthalpyFromHumidityRatio(result.LeavingDbF, humidityRatio)
      : enthalpyFromWetBulb(result.LeavingDbF, leavingWetBulb, pressure);
  const fluidAtMean = fluidProperties(fluid.FluidType, fluid.GlycolPercent, result.MeanFluidF);
  return {
    Performance: {
      Duty: duty,
      Rows: profile.Rows,
      TotalMbh: Math.abs(result.HeatBtuh) / 1000,
      SensibleMbh: Math.abs(result.SensibleBtuh) / 1000,
      LeavingDbF: result.LeavingDbF,
      LeavingWbF: leavingWetBulb,
      FluidGpm: gpm,
      LeavingFluidF: result.LeavingFluidF,
      FluidPdFt: coilFluidPressureDropFt(
        profile,
        gpm,
        fluid.FluidType,
        fluid.GlycolPercent,
        result.MeanFluidF,
      ),
      // At site density (the rating's drop is at standard air).
      AirPdInWg:
        coilAirPressureDropInWg(profile, conditions.Cfm, result.Wet) * (pressure / SEA_LEVEL_PRESSURE_PSIA),
      AirSideMbh: (airMassFlow * Math.abs(enteringEnthalpy - leavingEnthalpy)) / 1000,
      FluidSideMbh:
        (gpm * heatFactorPerGpm(fluidAtMean) * Math.abs(result.LeavingFluidF - fluid.EnteringFluidF)) / 1000,
    },
    Wet: result.Wet,
    Warnings: warnings,
  };
}
