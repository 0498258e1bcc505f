import { type CoilConductance, coilHeatTransfer } from './coil-heat-transfer.ts';
import { filmCoefficientFactor, fluidProperties, heatFactorPerGpm, pressureDropFactor } from './glycol.ts';
import {
  apparatusDewPointF,
  dewPointFromHumidityRatio,
  dryAirMassFlowLbPerHour,
  enthalpyFromHumidityRatio,
  humidityRatioFromWetBulb,
  humidSpecificHeat,
  SEA_LEVEL_PRESSURE_PSIA,
} from './psychrometrics.ts';
import type { CoilProfile } from './selection-schemas.ts';
import { FluidType } from './selection-schemas.ts';
import { findRoot, findRootNear } from './solve.ts';

/**
 * Entering-air humidity for heating, whose inputs carry no wet bulb: 70 °F at 30 % RH. It only sets the
 * air's humid specific heat (0.2421 instead of 0.24), so its choice moves heating capacity by < 1 %.
 */
export const HEATING_HUMIDITY_RATIO = 0.0047;

/** Water-side to air-side UA at the rating when only a total is rated (heating coils; fallback). */
const HEATING_WATER_TO_AIR_UA = 3;
const COOLING_WATER_TO_AIR_UA = 2;

export type CoilCalibration = CoilConductance & {
  RatedMeanFluidF: number;
  /** pressureDropFactor of the rating water, to scale RatedFluidPdFt to other fluids and temperatures. */
  RatedPressureDropFactor: number;
  /** False when the catalog's rating is not physically reachable and only the total was matched. */
  Reproduced: boolean;
};

// Calibration is the costly part of a coil evaluation and depends only on the rating: once per profile
// object (the browser keeps its objects between keystrokes), and by content for callers that parse
// fresh objects per request (a server reading the catalog). The content cache is bounded.
const calibrations = new WeakMap<CoilProfile, CoilCalibration>();
const calibrationsByRating = new Map<string, CoilCalibration>();
const MAX_CACHED_RATINGS = 5000;

function ratingKey(profile: CoilProfile): string {
  return `${profile.Duty}|${profile.Rows}|${profile.RatedCfm}|${profile.RatedEnteringDbF}|${profile.RatedEnteringWbF}|${profile.RatedEnteringFluidF}|${profile.RatedFluidDeltaTF}|${profile.RatedTotalMbh}|${profile.RatedSensibleMbh}`;
}

export function calibrateCoil(profile: CoilProfile): CoilCalibration {
  let calibration = calibrations.get(profile);
  if (calibration) return calibration;
  const key = ratingKey(profile);
  calibration = calibrationsByRating.get(key);
  if (!calibration) {
    calibration = computeCalibration(profile);
    if (calibrationsByRating.size >= MAX_CACHED_RATINGS) calibrationsByRating.clear();
    calibrationsByRating.set(key, calibration);
  }
  calibrations.set(profile, calibration);
  return calibration;
}

function computeCalibration(profile: CoilProfile): CoilCalibration {
  const pressure = SEA_LEVEL_PRESSURE_PSIA;
  const cooling = profile.Duty === 'Cooling' && profile.RatedEnteringWbF !== null;
  const airMassFlow = dryAirMassFlowLbPerHour(profile.RatedCfm, pressure);
  const humidityRatio = cooling
    ? humidityRatioFromWetBulb(profile.RatedEnteringDbF, profile.RatedEnteringWbF as number, pressure)
    : HEATING_HUMIDITY_RATIO;
  const towardAir = profile.RatedEnteringDbF > profile.RatedEnteringFluidF ? 1 : -1;
  const meanFluid = profile.RatedEnteringFluidF + (towardAir * profile.RatedFluidDeltaTF) / 2;
  const water = fluidProperties(FluidType.Water, 0, meanFluid);
  const gpm = (profile.RatedTotalMbh * 1000) / (heatFactorPerGpm(water) * profile.RatedFluidDeltaTF);
  const base = {
    RatedAirMassFlow: airMassFlow,
    RatedGpm: gpm,
    RatedFilmFactor: filmCoefficientFactor(water),
    Rows: profile.Rows,
    RatedMeanFluidF: meanFluid,
    RatedPressureDropFactor: pressureDropFactor(water),
  };
  const input = {
    AirMassFlow: airMassFlow,
    EnteringDbF: profile.RatedEnteringDbF,
    EnteringHumidityRatio: humidityRatio,
    PressurePsia: pressure,
    FluidType: FluidType.Water,
    GlycolPercent: 0,
    Gpm: gpm,
    EnteringFluidF: profile.RatedEnteringFluidF,
    EnteringDewPointF: dewPointFromHumidityRatio(profile.RatedEnteringDbF, humidityRatio, pressure),
  };
  // Matched to 1e-7 of the rating (the check is 2 %): a few evaluations fewer on the first keystroke.
  const totalBtuh = profile.RatedTotalMbh * 1000;
  const heatAt = (airSide: number, waterSide: number) =>
    Math.abs(coilHeatTransfer({ ...base, AirSideUa: airSide, WaterSideUa: waterSide }, input).HeatBtuh);

  if (cooling && profile.RatedSensibleMbh !== null) {
    const sensibleBtuh = profile.RatedSensibleMbh * 1000;
    // The water side that gives the rated total with this air side (null when none can).
    const waterSideFor = (airSide: number) => {
      const logWaterSide = findRoot(
        (logUa) => heatAt(airSide, Math.exp(logUa)) - totalBtuh,
        Math.log(airSide * 0.05),
        Math.log(airSide * 1000),
        1e-10,
        60,
        totalBtuh * 1e-7,
      );
      return logWaterSide === null ? null : Math.exp(logWaterSide);
    };
    // The air side sets the sensible split at a given total (more air-side UA, a smaller bypass
    // factor, a lower leaving dry bulb). A wholly wet coil's bypass factor gives the first guess; a coil
    // dry near its air inlet (the dry-wet split) needs a little more, found by the secant method.
    const firstGuess = airSideFromSensibleSplit(profile, airMassFlow, humidityRatio, pressure);
    if (firstGuess !== null) {
      const sensibleError = (logAirSide: number) => {
        const airSide = Math.exp(logAirSide);
        const waterSide = waterSideFor(airSide);
        if (waterSide === null) return -1;
        const check = coilHeatTransfer({ ...base, AirSideUa: airSide, WaterSideUa: waterSide }, input);
        return check.SensibleBtuh / sensibleBtuh - 1;
      };
      const logAirSide = findRootNear(
        sensibleError,
        Math.log(firstGuess),
        0.3,
        Math.log(firstGuess / 10),
        Math.log(firstGuess * 10),
        1e-6,
      );
      if (logAirSide !== null) {
        const airSide = Math.exp(logAirSide);
        const waterSide = waterSideFor(airSide);
        if (waterSide !== null) {
          const check = coilHeatTransfer({ ...base, AirSideUa: airSide, WaterSideUa: waterSide }, input);
          const sensibleError = Math.abs(check.SensibleBtuh / sensibleBtuh - 1);
          if (check.Wet && sensibleError < 0.005) {
            return { ...base, AirSideUa: airSide, WaterSideUa: waterSide, Reproduced: true };
          }
        }
      }
    }
  }
  // Only the total is rated (heating coils) or the sensible split is not reachable: a fixed UA split.
  const ratio = cooling ? COOLING_WATER_TO_AIR_UA : HEATING_WATER_TO_AIR_UA;
  const logScale = findRoot(
    (logUa) => heatAt(Math.exp(logUa), ratio * Math.exp(logUa)) - totalBtuh,
    Math.log(1),
    Math.log(1e7),
    1e-10,
    60,
    totalBtuh * 1e-7,
  );
  const scale = logScale === null ? 1e7 : Math.exp(logScale);
  return {
    ...base,
    AirSideUa: scale,
    WaterSideUa: ratio * scale,
    Reproduced: logScale !== null && (!cooling || profile.RatedSensibleMbh === null),
  };
}

/**
 * The air-side UA from the rated sensible/total split: the leaving air lies on the line from the
 * entering air to the apparatus dew point (saturated air at the effective surface temperature), and
 * the bypass factor exp(−UAa/(ma·cpa)) is where on that line. Null when the rated leaving air would
 * be past saturation or the split is otherwise impossible.
 */
function airSideFromSensibleSplit(
  profile: CoilProfile,
  airMassFlow: number,
  humidityRatio: number,
  pressure: number,
): number | null {
  const specificHeat = humidSpecificHeat(humidityRatio);
  const entering = profile.RatedEnteringDbF;
  const enteringEnthalpy = enthalpyFromHumidityRatio(entering, humidityRatio);
  const leavingDb = entering - ((profile.RatedSensibleMbh as number) * 1000) / (airMassFlow * specificHeat);
  const leavingEnthalpy = enteringEnthalpy - (profile.RatedTotalMbh * 1000) / airMassFlow;
  if (!(leavingDb > profile.RatedEnteringFluidF)) return null;
  const dewPoint = apparatusDewPointF(entering, enteringEnthalpy, leavingDb, leavingEnthalpy, pressure);
  if (dewPoint === null) return null;
  const bypass = (leavingDb - dewPoint) / (entering - dewPoint);
  if (!(bypass > 0 && bypass < 1)) return null;
  return -Math.log(bypass) * airMassFlow * specificHeat;
}
