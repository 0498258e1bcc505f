import type { CoilCandidateResult, CoilPerformance, HeatPumpCandidateResult } from './selection-schemas.ts';

/**
 * The one place outputs are rounded, to what a catalog prints: MBH and °F to 0.1, gpm and ft of
 * water to 0.01, in. w.c. to 0.001, watts, cfm and fpm to 1, kW and COP to 0.01, EER to 0.1.
 * The engine computes unrounded; the browser and the server round the same way.
 */
export const DECIMALS = {
  Mbh: 1,
  TemperatureF: 1,
  Gpm: 2,
  FtOfWater: 2,
  InWg: 3,
  Watts: 0,
  Cfm: 0,
  Fpm: 0,
  Kw: 2,
  Eer: 1,
  Cop: 2,
} as const;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  // No "-0" in JSON or on screen.
  return rounded === 0 ? 0 : rounded;
}

function roundOrNull(value: number | null, decimals: number): number | null {
  return value === null ? null : roundTo(value, decimals);
}

export function roundCoilPerformance(performance: CoilPerformance): CoilPerformance {
  return {
    Duty: performance.Duty,
    Rows: performance.Rows,
    TotalMbh: roundOrNull(performance.TotalMbh, DECIMALS.Mbh),
    SensibleMbh: roundOrNull(performance.SensibleMbh, DECIMALS.Mbh),
    LeavingDbF: roundOrNull(performance.LeavingDbF, DECIMALS.TemperatureF),
    LeavingWbF: roundOrNull(performance.LeavingWbF, DECIMALS.TemperatureF),
    FluidGpm: roundOrNull(performance.FluidGpm, DECIMALS.Gpm),
    LeavingFluidF: roundOrNull(performance.LeavingFluidF, DECIMALS.TemperatureF),
    FluidPdFt: roundOrNull(performance.FluidPdFt, DECIMALS.FtOfWater),
    AirPdInWg: roundOrNull(performance.AirPdInWg, DECIMALS.InWg),
    AirSideMbh: roundOrNull(performance.AirSideMbh, DECIMALS.Mbh),
    FluidSideMbh: roundOrNull(performance.FluidSideMbh, DECIMALS.Mbh),
  };
}

type OperatingPointResult = NonNullable<CoilCandidateResult['FanOperatingPoint']>;

export function roundOperatingPoint(point: OperatingPointResult | null): OperatingPointResult | null {
  if (point === null) return null;
  return {
    Cfm: roundTo(point.Cfm, DECIMALS.Cfm),
    EspInWg: roundTo(point.EspInWg, DECIMALS.InWg),
    TotalStaticInWg: roundTo(point.TotalStaticInWg, DECIMALS.InWg),
    FilterPdInWg: roundTo(point.FilterPdInWg, DECIMALS.InWg),
    FanWatts: roundTo(point.FanWatts, DECIMALS.Watts),
    FaceVelocityFpm: roundTo(point.FaceVelocityFpm, DECIMALS.Fpm),
  };
}

export function roundCoilCandidate(result: CoilCandidateResult): CoilCandidateResult {
  return {
    ...result,
    FanOperatingPoint: roundOperatingPoint(result.FanOperatingPoint),
    Cooling: result.Cooling && roundCoilPerformance(result.Cooling),
    Heating: result.Heating && roundCoilPerformance(result.Heating),
    ElectricHeatMbh: roundOrNull(result.ElectricHeatMbh, DECIMALS.Mbh),
  };
}

export function roundHeatPumpCandidate(result: HeatPumpCandidateResult): HeatPumpCandidateResult {
  return {
    ...result,
    FanOperatingPoint: roundOperatingPoint(result.FanOperatingPoint),
    CoolingTotalMbh: roundOrNull(result.CoolingTotalMbh, DECIMALS.Mbh),
    CoolingSensibleMbh: roundOrNull(result.CoolingSensibleMbh, DECIMALS.Mbh),
    CoolingPowerKw: roundOrNull(result.CoolingPowerKw, DECIMALS.Kw),
    Eer: roundOrNull(result.Eer, DECIMALS.Eer),
    HeatingMbh: roundOrNull(result.HeatingMbh, DECIMALS.Mbh),
    HeatingPowerKw: roundOrNull(result.HeatingPowerKw, DECIMALS.Kw),
    Cop: roundOrNull(result.Cop, DECIMALS.Cop),
    CoolingLeavingDbF: roundOrNull(result.CoolingLeavingDbF, DECIMALS.TemperatureF),
    CoolingLeavingWbF: roundOrNull(result.CoolingLeavingWbF, DECIMALS.TemperatureF),
    HeatingLeavingDbF: roundOrNull(result.HeatingLeavingDbF, DECIMALS.TemperatureF),
    CoolingLeavingFluidF: roundOrNull(result.CoolingLeavingFluidF, DECIMALS.TemperatureF),
    HeatingLeavingFluidF: roundOrNull(result.HeatingLeavingFluidF, DECIMALS.TemperatureF),
    FluidPdFt: roundOrNull(result.FluidPdFt, DECIMALS.FtOfWater),
  };
}
