/// <reference path="./psychrolib.d.ts" />
import psychrolib from 'psychrolib';
import { findRoot } from './solve.ts';

/**
 * Moist-air properties in I-P units (°F, lb water / lb dry air, Btu/lb dry air, psia) over
 * psychrolib (ASHRAE Handbook Fundamentals 2017, ch. 1). psychrolib keeps its unit system in one
 * module-wide variable: the engine sets IP once here and re-asserts it before every call, so another
 * importer switching the shared instance to SI cannot change the engine's numbers.
 */
psychrolib.SetUnitSystem(psychrolib.IP);

function ip(): typeof psychrolib {
  psychrolib.SetUnitSystem(psychrolib.IP);
  return psychrolib;
}

export const SEA_LEVEL_PRESSURE_PSIA = 14.696;

/** Standard-atmosphere barometric pressure at an altitude (ASHRAE Fundamentals ch. 1 eq. 3). */
export function atmosphericPressurePsia(altitudeFt: number): number {
  return ip().GetStandardAtmPressure(altitudeFt);
}

export function humidityRatioFromWetBulb(dryBulbF: number, wetBulbF: number, pressurePsia: number): number {
  return ip().GetHumRatioFromTWetBulb(dryBulbF, wetBulbF, pressurePsia);
}

export function humidityRatioFromRelativeHumidity(
  dryBulbF: number,
  relativeHumidity: number,
  pressurePsia: number,
): number {
  return ip().GetHumRatioFromRelHum(dryBulbF, relativeHumidity, pressurePsia);
}

/** Moist-air enthalpy, Btu/lb dry air (h = 0.240·t + W·(1061 + 0.444·t)). */
export function enthalpyFromHumidityRatio(dryBulbF: number, humidityRatio: number): number {
  return ip().GetMoistAirEnthalpy(dryBulbF, humidityRatio);
}

export function enthalpyFromWetBulb(dryBulbF: number, wetBulbF: number, pressurePsia: number): number {
  return enthalpyFromHumidityRatio(dryBulbF, humidityRatioFromWetBulb(dryBulbF, wetBulbF, pressurePsia));
}

export function humidityRatioFromEnthalpy(enthalpyBtuLb: number, dryBulbF: number): number {
  return ip().GetHumRatioFromEnthalpyAndTDryBulb(enthalpyBtuLb, dryBulbF);
}

export function wetBulbFromHumidityRatio(
  dryBulbF: number,
  humidityRatio: number,
  pressurePsia: number,
): number {
  return ip().GetTWetBulbFromHumRatio(dryBulbF, humidityRatio, pressurePsia);
}

export function wetBulbFromEnthalpy(dryBulbF: number, enthalpyBtuLb: number, pressurePsia: number): number {
  return wetBulbFromHumidityRatio(dryBulbF, humidityRatioFromEnthalpy(enthalpyBtuLb, dryBulbF), pressurePsia);
}

export function dewPointFromHumidityRatio(
  dryBulbF: number,
  humidityRatio: number,
  pressurePsia: number,
): number {
  return ip().GetTDewPointFromHumRatio(dryBulbF, humidityRatio, pressurePsia);
}

export function relativeHumidityFromHumidityRatio(
  dryBulbF: number,
  humidityRatio: number,
  pressurePsia: number,
): number {
  return ip().GetRelHumFromHumRatio(dryBulbF, humidityRatio, pressurePsia);
}

export function saturationHumidityRatio(temperatureF: number, pressurePsia: number): number {
  return ip().GetSatHumRatio(temperatureF, pressurePsia);
}

/**
 * psychrolib's saturation vapour pressure (Hyland–Wexler, ASHRAE Fundamentals 2017 ch. 1 eqs. 5–6, IP),
 * written out: the coil solvers call it in their inner loops, where the library's unit-system checks
 * and Math.pow cost a quarter of a selection. Same formula and constants; outside the library's range
 * the library itself answers (and throws).
 */
function saturationVapourPressurePsia(temperatureF: number): number {
  if (!(temperatureF >= -148 && temperatureF <= 392)) return ip().GetSatVapPres(temperatureF);
  const t = temperatureF + 459.67;
  const lnPws =
    temperatureF <= 32.018
      ? -1.0214165e4 / t -
        4.8932428 -
        5.3765794e-3 * t +
        1.9202377e-7 * t * t +
        3.5575832e-10 * t * t * t -
        9.0344688e-14 * t * t * t * t +
        4.1635019 * Math.log(t)
      : -1.0440397e4 / t -
        1.129465e1 -
        2.7022355e-2 * t +
        1.289036e-5 * t * t -
        2.4780681e-9 * t * t * t +
        6.5459673 * Math.log(t);
  return Math.exp(lnPws);
}

/** Enthalpy of saturated air at a temperature: the wet coil's driving potential (psychrolib's formula). */
export function saturationEnthalpy(temperatureF: number, pressurePsia: number): number {
  const vapour = saturationVapourPressurePsia(temperatureF);
  const humidity = Math.max((0.621945 * vapour) / (pressurePsia - vapour), 1e-7);
  return 0.24 * temperatureF + humidity * (1061 + 0.444 * temperatureF);
}

/**
 * Temperature at which saturated air has this enthalpy (the inverse of saturationEnthalpy), by
 * Newton's method with the curve's exact slope (psychrolib's d ln pws/dT): 1e-7 °F in 2–4 steps. The
 * enthalpy is psychrolib's own formula, h = 0.240·t + Ws·(1061 + 0.444·t), Ws = 0.621945·pws/(p − pws).
 */
export function saturationTemperatureFromEnthalpy(enthalpyBtuLb: number, pressurePsia: number): number {
  const lib = ip();
  // First guess: a cubic fit of the sea-level curve (within 1.4 °F from 20 to 110 °F).
  let temperature = Math.min(
    140,
    Math.max(
      -40,
      1.261 + 3.001 * enthalpyBtuLb - 0.03385 * enthalpyBtuLb ** 2 + 0.0001546 * enthalpyBtuLb ** 3,
    ),
  );
  // Stryker disable next-line EqualityOperator,UpdateOperator: a safety bound; Newton needs 2–4 steps.
  for (let step = 0; step < 30; step++) {
    const vapour = saturationVapourPressurePsia(temperature);
    const dry = pressurePsia - vapour;
    const humidity = (0.621945 * vapour) / dry;
    const latent = 1061 + 0.444 * temperature;
    const value = 0.24 * temperature + humidity * latent - enthalpyBtuLb;
    const humiditySlope = ((0.621945 * vapour * pressurePsia) / (dry * dry)) * lib.dLnPws_(temperature);
    const slope = 0.24 + 0.444 * humidity + latent * humiditySlope;
    const next = Math.min(200, Math.max(-60, temperature - value / slope));
    // Stryker disable next-line EqualityOperator: a step of exactly 1e-7 °F is as converged as a smaller one.
    if (Math.abs(next - temperature) < 1e-7) return next;
    temperature = next;
  }
  return temperature;
}

/**
 * Apparatus dew point: where the straight line (dry bulb, enthalpy) from the entering air through the
 * leaving air meets the saturation curve below the leaving air. Null when the leaving air is at or
 * past saturation or the line never reaches the curve (an impossible coil process).
 */
export function apparatusDewPointF(
  enteringDbF: number,
  enteringEnthalpy: number,
  leavingDbF: number,
  leavingEnthalpy: number,
  pressurePsia: number,
): number | null {
  // Stryker disable next-line EqualityOperator: equal dry bulbs give an infinite slope: null either way.
  if (!(leavingDbF < enteringDbF)) return null;
  if (!(leavingEnthalpy < saturationEnthalpy(leavingDbF, pressurePsia))) return null;
  const slope = (enteringEnthalpy - leavingEnthalpy) / (enteringDbF - leavingDbF);
  const gap = (temperature: number) =>
    saturationEnthalpy(temperature, pressurePsia) - (enteringEnthalpy + slope * (temperature - enteringDbF));
  // Walk down from the leaving dry bulb to bracket the crossing. The gap is positive at the leaving
  // air (checked above), so the walk takes at least one step and lower + 2 is at most the leaving air.
  let lower = leavingDbF;
  // Stryker disable next-line EqualityOperator: a gap of exactly 0 is found as a bracket end either way.
  while (gap(lower) > 0) {
    lower -= 2;
    if (lower < -20) return null;
  }
  return findRoot(gap, lower, lower + 2, 1e-10);
}

/** Dry-air mass flow, lb/h, of an airflow in standard cfm (0.075 lb/ft³ at sea level) at a site pressure. */
export function dryAirMassFlowLbPerHour(cfm: number, pressurePsia: number): number {
  return cfm * 60 * 0.075 * (pressurePsia / SEA_LEVEL_PRESSURE_PSIA);
}

/** Humid specific heat of moist air, Btu/lb dry air·°F. */
export function humidSpecificHeat(humidityRatio: number): number {
  return 0.24 + 0.444 * humidityRatio;
}

// ---------------------------------------------------------------- chart series
export type ChartPoint = { DryBulbF: number; HumidityRatio: number };
export type PsychrometricChart = {
  PressurePsia: number;
  Saturation: ChartPoint[];
  RelativeHumidityLines: Array<{ RelativeHumidity: number; Points: ChartPoint[] }>;
};

const CHART_MIN_F = 30;
const CHART_MAX_F = 110;
const CHART_STEP_F = 2;
const CHART_RELATIVE_HUMIDITIES = [0.2, 0.4, 0.6, 0.8];

/** The saturation curve and a few relative-humidity lines (W vs dry bulb) for a chart at an altitude. */
export function psychrometricChart(altitudeFt: number): PsychrometricChart {
  const pressure = atmosphericPressurePsia(altitudeFt);
  const line = (relativeHumidity: number): ChartPoint[] => {
    const points: ChartPoint[] = [];
    for (let dryBulb = CHART_MIN_F; dryBulb <= CHART_MAX_F; dryBulb += CHART_STEP_F) {
      points.push({
        DryBulbF: dryBulb,
        HumidityRatio: humidityRatioFromRelativeHumidity(dryBulb, relativeHumidity, pressure),
      });
    }
    return points;
  };
  return {
    PressurePsia: pressure,
    Saturation: line(1),
    RelativeHumidityLines: CHART_RELATIVE_HUMIDITIES.map((relativeHumidity) => ({
      RelativeHumidity: relativeHumidity,
      Points: line(relativeHumidity),
    })),
  };
}

export type AirStateInput = { DryBulbF: number; WetBulbF: number };

/**
 * The coil's process line on the chart: entering to leaving air, straight in (dry bulb, W) as a coil
 * line is drawn; the entering and leaving points are exact, the others evenly spaced.
 */
export function coilProcessLine(
  entering: AirStateInput,
  leaving: AirStateInput,
  altitudeFt = 0,
  pointCount = 8,
): ChartPoint[] {
  const pressure = atmosphericPressurePsia(altitudeFt);
  const start = humidityRatioFromWetBulb(entering.DryBulbF, entering.WetBulbF, pressure);
  const end = humidityRatioFromWetBulb(leaving.DryBulbF, leaving.WetBulbF, pressure);
  const points: ChartPoint[] = [];
  const segments = Math.max(1, pointCount - 1);
  for (let index = 0; index <= segments; index++) {
    const fraction = index / segments;
    points.push({
      DryBulbF: entering.DryBulbF + (leaving.DryBulbF - entering.DryBulbF) * fraction,
      HumidityRatio: start + (end - start) * fraction,
    });
  }
  return points;
}
