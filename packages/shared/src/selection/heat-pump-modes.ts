import { HEATING_HUMIDITY_RATIO } from './coil-calibration.ts';
import { filmCoefficientFactor, fluidProperties, heatFactorPerGpm, pressureDropFactor } from './glycol.ts';
import {
  apparatusDewPointF,
  dewPointFromHumidityRatio,
  dryAirMassFlowLbPerHour,
  enthalpyFromHumidityRatio,
  humidityRatioFromEnthalpy,
  humidityRatioFromWetBulb,
  humidSpecificHeat,
  SEA_LEVEL_PRESSURE_PSIA,
  saturationTemperatureFromEnthalpy,
  wetBulbFromHumidityRatio,
} from './psychrometrics.ts';
import type { HeatPumpRating } from './selection-schemas.ts';
import { FluidType } from './selection-schemas.ts';

/**
 * Water source heat pump per ISO 13256-1. The catalog rates each model at the water-loop conditions
 * (86 °F cooling / 68 °F heating EWT, entering air 80.6/66.2 °F cooling, 68 °F heating); capacity and
 * input power at other conditions are the rated values times the catalog's correction curves
 * a + b·x + c·x² for EWT (x = EWT − rated EWT), entering air (x = entering wet bulb − 66.2 in cooling,
 * entering dry bulb − 68 in heating), airflow (x = mass flow as a fraction of rated, so altitude counts)
 * and water flow (x = fraction of rated). Antifreeze lowers
 * the coaxial exchanger's film coefficient: capacity falls as the water side's share of the
 * exchanger's resistance grows (typical manufacturer antifreeze tables: cooling −1…−4 %, heating
 * −3…−10 %). The sensible split keeps the rating's bypass factor (scaled with airflow) and finds the
 * apparatus dew point that gives the corrected total.
 */

export const iso13256Conditions = {
  WaterLoop: { CoolingEwtF: 86, HeatingEwtF: 68 },
  GroundWater: { CoolingEwtF: 59, HeatingEwtF: 50 },
  GroundLoop: { CoolingEwtF: 77, HeatingEwtF: 32 },
} as const;
export const ISO_13256_ENTERING_AIR = { CoolingDbF: 80.6, CoolingWbF: 66.2, HeatingDbF: 68 } as const;
const RATED = iso13256Conditions.WaterLoop;

export const BTUH_PER_KW = 3412.14;
/** Share of the refrigerant-to-water exchanger's resistance on the water side. */
const WATER_SIDE_SHARE = { Cooling: 0.1, Heating: 0.18 } as const;

export type HeatPumpConditions = {
  Cfm: number;
  AltitudeFt: number;
  CoolingEnteringDbF: number;
  CoolingEnteringWbF: number;
  HeatingEnteringDbF: number;
  CoolingEnteringFluidF: number;
  HeatingEnteringFluidF: number;
  FluidGpm: number;
  FluidType: number;
  GlycolPercent: number;
};

export type HeatPumpCooling = {
  TotalMbh: number;
  SensibleMbh: number;
  PowerKw: number;
  Eer: number;
  LeavingDbF: number;
  LeavingWbF: number;
  LeavingFluidF: number;
};
export type HeatPumpHeating = {
  Mbh: number;
  PowerKw: number;
  Cop: number;
  LeavingDbF: number;
  LeavingFluidF: number;
};

type Curve = { A: number; B: number; C: number };
const curve = (c: Curve, x: number) => c.A + c.B * x + c.C * x * x;
type CorrectionSet = HeatPumpRating['Corrections']['CoolingCapacity'];
type CorrectionInputs = { ewt: number; eat: number; air: number; water: number };

/**
 * Airflow as a fraction of rated, by mass: the catalog's airflow curves are at standard air, so at
 * altitude the same cfm is less air for the refrigerant coil (capacity, power, EER and COP follow).
 */
function airflowFraction(rating: HeatPumpRating, conditions: HeatPumpConditions, pressure: number): number {
  return (conditions.Cfm / rating.RatedCfm) * (pressure / SEA_LEVEL_PRESSURE_PSIA);
}

/** A rated figure times its four correction curves (EWT, entering air, airflow, water flow), in that order. */
function corrected(rated: number, set: CorrectionSet, x: CorrectionInputs): number {
  return (
    rated *
    curve(set.Ewt, x.ewt) *
    curve(set.Eat, x.eat) *
    curve(set.Airflow, x.air) *
    curve(set.WaterFlow, x.water)
  );
}

// The rating's bypass factor (from its sensible ratio) and pressure-drop reference, once per rating.
const constantsByRating = new WeakMap<HeatPumpRating, { Bypass: number; PressureDropFactor: number }>();
export function ratingConstants(rating: HeatPumpRating) {
  let constants = constantsByRating.get(rating);
  if (!constants) {
    const pressure = SEA_LEVEL_PRESSURE_PSIA;
    const air = ISO_13256_ENTERING_AIR;
    const massFlow = dryAirMassFlowLbPerHour(rating.RatedCfm, pressure);
    const humidity = humidityRatioFromWetBulb(air.CoolingDbF, air.CoolingWbF, pressure);
    const entering = enthalpyFromHumidityRatio(air.CoolingDbF, humidity);
    const total = rating.RatedCoolingMbh * 1000;
    const leavingDb =
      air.CoolingDbF - (total * rating.RatedSensibleRatio) / (massFlow * humidSpecificHeat(humidity));
    const dewPoint = apparatusDewPointF(
      air.CoolingDbF,
      entering,
      leavingDb,
      entering - total / massFlow,
      pressure,
    );
    const bypass = dewPoint === null ? 0.1 : (leavingDb - dewPoint) / (air.CoolingDbF - dewPoint);
    const water = fluidProperties(FluidType.Water, 0, RATED.CoolingEwtF + 5);
    constants = {
      Bypass: Math.min(Math.max(bypass, 0.01), 0.6),
      PressureDropFactor: pressureDropFactor(water),
    };
    constantsByRating.set(rating, constants);
  }
  return constants;
}

/** Capacity factor of antifreeze at a fluid temperature, from the water-side film coefficient. */
function antifreezeFactor(
  conditions: HeatPumpConditions,
  temperatureF: number,
  duty: 'Cooling' | 'Heating',
): number {
  if (conditions.FluidType === FluidType.Water || conditions.GlycolPercent <= 0) return 1;
  const ratio =
    filmCoefficientFactor(fluidProperties(conditions.FluidType, conditions.GlycolPercent, temperatureF)) /
    filmCoefficientFactor(fluidProperties(FluidType.Water, 0, temperatureF));
  return 1 / (1 + WATER_SIDE_SHARE[duty] * (1 / ratio - 1));
}

function leavingFluidF(conditions: HeatPumpConditions, enteringF: number, heatToFluidBtuh: number): number {
  let leaving = enteringF;
  for (let pass = 0; pass < 3; pass++) {
    const properties = fluidProperties(
      conditions.FluidType,
      conditions.GlycolPercent,
      (enteringF + leaving) / 2,
    );
    leaving = enteringF + heatToFluidBtuh / (conditions.FluidGpm * heatFactorPerGpm(properties));
  }
  return leaving;
}

export function coolingPerformance(
  rating: HeatPumpRating,
  conditions: HeatPumpConditions,
  pressure: number,
): HeatPumpCooling {
  const corrections = rating.Corrections;
  const x = {
    ewt: conditions.CoolingEnteringFluidF - RATED.CoolingEwtF,
    eat: conditions.CoolingEnteringWbF - ISO_13256_ENTERING_AIR.CoolingWbF,
    air: airflowFraction(rating, conditions, pressure),
    water: conditions.FluidGpm / rating.RatedGpm,
  };
  const antifreeze = antifreezeFactor(conditions, conditions.CoolingEnteringFluidF + 5, 'Cooling');
  const c = corrections.CoolingCapacity;
  const p = corrections.CoolingPower;
  const total = corrected(rating.RatedCoolingMbh * 1000, c, x) * antifreeze;
  // A warmer condenser costs power: half the capacity loss shows up as extra input.
  const ratedPowerKw = rating.RatedCoolingMbh / rating.RatedEer;
  const powerKw = corrected(ratedPowerKw, p, x) * (1 + (1 - antifreeze) / 2);
  // Leaving air: the rating's bypass factor, scaled with airflow as exp(−NTU) with NTU ∝ flow^−0.4.
  const massFlow = dryAirMassFlowLbPerHour(conditions.Cfm, pressure);
  const ratedMassFlow = dryAirMassFlowLbPerHour(rating.RatedCfm, SEA_LEVEL_PRESSURE_PSIA);
  const bypass = ratingConstants(rating).Bypass ** ((massFlow / ratedMassFlow) ** -0.4);
  const humidity = humidityRatioFromWetBulb(
    conditions.CoolingEnteringDbF,
    conditions.CoolingEnteringWbF,
    pressure,
  );
  const specificHeat = humidSpecificHeat(humidity);
  const entering = enthalpyFromHumidityRatio(conditions.CoolingEnteringDbF, humidity);
  const leavingEnthalpy = entering - total / massFlow;
  const dewPoint = saturationTemperatureFromEnthalpy(
    (leavingEnthalpy - bypass * entering) / (1 - bypass),
    pressure,
  );
  let leavingDb = bypass * conditions.CoolingEnteringDbF + (1 - bypass) * dewPoint;
  let leavingHumidity = humidityRatioFromEnthalpy(leavingEnthalpy, leavingDb);
  if (
    dewPoint >= dewPointFromHumidityRatio(conditions.CoolingEnteringDbF, humidity, pressure) ||
    leavingHumidity > humidity
  ) {
    // The coil surface stays above the entering dew point: a dry coil, all sensible.
    leavingDb = conditions.CoolingEnteringDbF - total / (massFlow * specificHeat);
    leavingHumidity = humidity;
  }
  const sensible = Math.min(total, massFlow * specificHeat * (conditions.CoolingEnteringDbF - leavingDb));
  return {
    TotalMbh: total / 1000,
    SensibleMbh: sensible / 1000,
    PowerKw: powerKw,
    Eer: total / (powerKw * 1000),
    LeavingDbF: leavingDb,
    LeavingWbF: wetBulbFromHumidityRatio(leavingDb, leavingHumidity, pressure),
    LeavingFluidF: leavingFluidF(conditions, conditions.CoolingEnteringFluidF, total + powerKw * BTUH_PER_KW),
  };
}

export function heatingPerformance(
  rating: HeatPumpRating,
  conditions: HeatPumpConditions,
  pressure: number,
): HeatPumpHeating {
  const corrections = rating.Corrections;
  const x = {
    ewt: conditions.HeatingEnteringFluidF - RATED.HeatingEwtF,
    eat: conditions.HeatingEnteringDbF - ISO_13256_ENTERING_AIR.HeatingDbF,
    air: airflowFraction(rating, conditions, pressure),
    water: conditions.FluidGpm / rating.RatedGpm,
  };
  const antifreeze = antifreezeFactor(conditions, conditions.HeatingEnteringFluidF - 3, 'Heating');
  const c = corrections.HeatingCapacity;
  const p = corrections.HeatingPower;
  const capacity = corrected(rating.RatedHeatingMbh * 1000, c, x) * antifreeze;
  // A colder evaporator lowers the compressor's mass flow and with it, a little, its power.
  const ratedPowerKw = rating.RatedHeatingMbh / ((rating.RatedCop * BTUH_PER_KW) / 1000);
  const powerKw = corrected(ratedPowerKw, p, x) * (1 - (1 - antifreeze) * 0.3);
  const massFlow = dryAirMassFlowLbPerHour(conditions.Cfm, pressure);
  return {
    Mbh: capacity / 1000,
    PowerKw: powerKw,
    Cop: capacity / (powerKw * BTUH_PER_KW),
    LeavingDbF:
      conditions.HeatingEnteringDbF + capacity / (massFlow * humidSpecificHeat(HEATING_HUMIDITY_RATIO)),
    LeavingFluidF: leavingFluidF(
      conditions,
      conditions.HeatingEnteringFluidF,
      -(capacity - powerKw * BTUH_PER_KW),
    ),
  };
}
