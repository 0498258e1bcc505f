import { filterPressureDropInWg } from './filter.ts';
import { atmosphericPressurePsia, SEA_LEVEL_PRESSURE_PSIA } from './psychrometrics.ts';
import type {
  AirFlowProfile,
  CoilProfile,
  FilterPressureDrop,
  SelectionModelData,
} from './selection-schemas.ts';
import { findRoot } from './solve.ts';
import { coilAirPressureDropInWg } from './water-coil.ts';

/**
 * Fan operating point: where a speed tap's fan curve meets the system curve. The system is the
 * external static (the input ESP is at the model's nominal cfm and scales as Q²), the coils in the air
 * stream (∝ cfm^1.8, wet +30 %) and the filter (K·(V/500)^N). Fan curves are interpolated with
 * monotone cubic Hermite splines (Fritsch–Carlson), so the curve stays falling between catalog points
 * and the chart (sampled from the same interpolant) passes through the operating point. At altitude
 * the fan's static and power and the internal drops scale with air density (SystemResistance.DensityRatio).
 */

type Tap = AirFlowProfile['Taps'][number];

/** A tap's curve at its speed: ECM taps are the full-speed curve scaled by the fan laws. */
export type TapCurve = {
  Cfm: Float64Array;
  StaticInWg: Float64Array;
  Watts: Float64Array;
  StaticSlopes: Float64Array;
  WattsSlopes: Float64Array;
};

const tapCurves = new WeakMap<Tap, TapCurve>();

/** Fritsch–Carlson slopes: a cubic Hermite interpolant that never overshoots monotone data. */
function monotoneSlopes(xs: Float64Array, ys: Float64Array): Float64Array {
  const count = xs.length;
  const slopes = new Float64Array(count);
  const secants = new Float64Array(count - 1);
  for (let i = 0; i < count - 1; i++)
    secants[i] = ((ys[i + 1] as number) - (ys[i] as number)) / ((xs[i + 1] as number) - (xs[i] as number));
  slopes[0] = secants[0] as number;
  slopes[count - 1] = secants[count - 2] as number;
  for (let i = 1; i < count - 1; i++) {
    const before = secants[i - 1] as number;
    const after = secants[i] as number;
    slopes[i] = before * after <= 0 ? 0 : (before + after) / 2;
  }
  for (let i = 0; i < count - 1; i++) {
    const secant = secants[i] as number;
    if (secant === 0) {
      slopes[i] = 0;
      slopes[i + 1] = 0;
      continue;
    }
    const a = (slopes[i] as number) / secant;
    const b = (slopes[i + 1] as number) / secant;
    const length = a * a + b * b;
    if (length > 9) {
      const scale = 3 / Math.sqrt(length);
      slopes[i] = scale * a * secant;
      slopes[i + 1] = scale * b * secant;
    }
  }
  return slopes;
}

function interpolate(xs: Float64Array, ys: Float64Array, slopes: Float64Array, x: number): number {
  const last = xs.length - 1;
  if (x <= (xs[0] as number)) return ys[0] as number;
  if (x >= (xs[last] as number)) return ys[last] as number;
  let low = 0;
  let high = last;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((xs[middle] as number) > x) high = middle;
    else low = middle;
  }
  const x0 = xs[low] as number;
  const width = (xs[high] as number) - x0;
  const t = (x - x0) / width;
  const t2 = t * t;
  const t3 = t2 * t;
  return (
    (2 * t3 - 3 * t2 + 1) * (ys[low] as number) +
    (t3 - 2 * t2 + t) * width * (slopes[low] as number) +
    (-2 * t3 + 3 * t2) * (ys[high] as number) +
    (t3 - t2) * width * (slopes[high] as number)
  );
}

export function tapCurve(tap: Tap): TapCurve {
  let curve = tapCurves.get(tap);
  if (curve) return curve;
  const speed = tap.SpeedPercent / 100;
  const points = [...tap.Points].sort((a, b) => a.Cfm - b.Cfm);
  const cfm = Float64Array.from(points, (point) => point.Cfm * speed);
  const staticInWg = Float64Array.from(points, (point) => point.StaticInWg * speed * speed);
  const watts = Float64Array.from(points, (point) => point.Watts * speed * speed * speed);
  curve = {
    Cfm: cfm,
    StaticInWg: staticInWg,
    Watts: watts,
    StaticSlopes: monotoneSlopes(cfm, staticInWg),
    WattsSlopes: monotoneSlopes(cfm, watts),
  };
  tapCurves.set(tap, curve);
  return curve;
}

export function fanStaticInWg(curve: TapCurve, cfm: number): number {
  return interpolate(curve.Cfm, curve.StaticInWg, curve.StaticSlopes, cfm);
}

export function fanWatts(curve: TapCurve, cfm: number): number {
  return interpolate(curve.Cfm, curve.Watts, curve.WattsSlopes, cfm);
}

export type SystemResistance = {
  /** External static at NominalCfm, in. w.c. */
  EspInWg: number;
  NominalCfm: number;
  /** Coils in the air stream, each wet or dry. */
  Coils: ReadonlyArray<{ Profile: CoilProfile; Wet: boolean }>;
  Filter: FilterPressureDrop | null;
  /**
   * Site air density over standard air (pressure ratio of the standard atmosphere at the altitude; 1 at
   * sea level). Catalog fan curves, coil and filter drops are at standard air: at a site the fan's
   * static and power and the unit's internal drops scale with density at the same actual cfm, while
   * the ESP is the duct's, given at site conditions.
   */
  DensityRatio?: number;
};

/** Air density at an altitude over standard air (0.075 lb/ft³): the standard atmosphere's pressure ratio. */
export function airDensityRatio(altitudeFt: number): number {
  return atmosphericPressurePsia(altitudeFt) / SEA_LEVEL_PRESSURE_PSIA;
}

export function externalStaticInWg(system: SystemResistance, cfm: number): number {
  const ratio = cfm / system.NominalCfm;
  return system.EspInWg * ratio * ratio;
}

export function coilsStaticInWg(system: SystemResistance, cfm: number): number {
  let total = 0;
  for (const coil of system.Coils) total += coilAirPressureDropInWg(coil.Profile, cfm, coil.Wet);
  return total * (system.DensityRatio ?? 1);
}

function filterStaticInWg(system: SystemResistance, cfm: number): number {
  return system.Filter ? filterPressureDropInWg(system.Filter, cfm) * (system.DensityRatio ?? 1) : 0;
}

export function systemStaticInWg(system: SystemResistance, cfm: number): number {
  return externalStaticInWg(system, cfm) + coilsStaticInWg(system, cfm) + filterStaticInWg(system, cfm);
}

export type OperatingPoint = {
  Cfm: number;
  EspInWg: number;
  TotalStaticInWg: number;
  FilterPdInWg: number;
  FanWatts: number;
};

/**
 * Where the tap's curve meets the system curve. 'below' when the system needs more static than the
 * fan gives even at its lowest catalogued flow; 'beyond' when they would meet past its last point.
 */
export function fanOperatingPoint(tap: Tap, system: SystemResistance): OperatingPoint | 'below' | 'beyond' {
  const curve = tapCurve(tap);
  const density = system.DensityRatio ?? 1;
  const first = curve.Cfm[0] as number;
  const last = curve.Cfm[curve.Cfm.length - 1] as number;
  // The fan at site density: the same cfm at density × its standard-air static and power (fan laws).
  const surplus = (cfm: number) => density * fanStaticInWg(curve, cfm) - systemStaticInWg(system, cfm);
  if (surplus(first) < 0) return 'below';
  if (surplus(last) > 0) return 'beyond';
  // 1e-8 of the airflow (a millionth of a cfm): far below the 1 cfm the result is rounded to.
  const cfm = findRoot(surplus, first, last, 1e-8) ?? first;
  return {
    Cfm: cfm,
    EspInWg: externalStaticInWg(system, cfm),
    TotalStaticInWg: density * fanStaticInWg(curve, cfm),
    FilterPdInWg: filterStaticInWg(system, cfm),
    FanWatts: density * fanWatts(curve, cfm),
  };
}

// ---------------------------------------------------------------- chart
export type FanChartPoint = { Cfm: number; StaticInWg: number };
export type FanChartSeries = {
  Taps: Array<{
    FanSpeed: number;
    SpeedPercent: number;
    Selected: boolean;
    Points: Array<FanChartPoint & { Watts: number }>;
  }>;
  /** Empty without an operating point (the system curve is drawn through it). */
  SystemCurve: FanChartPoint[];
  OperatingPoint: FanChartPoint | null;
};

const CHART_SAMPLES = 24;
const COIL_PRESSURE_EXPONENT = 1.8;

/**
 * Chart data: each tap's curve (sampled from the interpolant the engine uses), the system curve through
 * the operating point (its ESP, coil and filter parts scaled from the point) and the point itself.
 */
export function fanChartSeries(
  model: SelectionModelData,
  profile: AirFlowProfile,
  fanSpeed: number | null,
  operatingPoint: { Cfm: number; EspInWg: number; TotalStaticInWg: number; FilterPdInWg: number } | null,
  /** Site air density over standard air (airDensityRatio): the curves as the fan runs there. */
  densityRatio = 1,
): FanChartSeries {
  let maximumCfm = 0;
  const taps = [...profile.Taps]
    .sort((a, b) => a.FanSpeed - b.FanSpeed)
    .map((tap) => {
      const curve = tapCurve(tap);
      const first = curve.Cfm[0] as number;
      const last = curve.Cfm[curve.Cfm.length - 1] as number;
      maximumCfm = Math.max(maximumCfm, last);
      const points = [];
      for (let index = 0; index < CHART_SAMPLES; index++) {
        const cfm = first + ((last - first) * index) / (CHART_SAMPLES - 1);
        points.push({
          Cfm: cfm,
          StaticInWg: densityRatio * fanStaticInWg(curve, cfm),
          Watts: densityRatio * fanWatts(curve, cfm),
        });
      }
      return {
        FanSpeed: tap.FanSpeed,
        SpeedPercent: tap.SpeedPercent,
        Selected: tap.FanSpeed === fanSpeed,
        Points: points,
      };
    });
  const systemCurve: FanChartPoint[] = [];
  if (operatingPoint && operatingPoint.Cfm > 0) {
    const at = operatingPoint.Cfm;
    const filter = model.FilterPressureDrops[0] ?? null;
    const coils = Math.max(
      0,
      operatingPoint.TotalStaticInWg - operatingPoint.EspInWg - operatingPoint.FilterPdInWg,
    );
    for (let index = 0; index < CHART_SAMPLES; index++) {
      const cfm = (maximumCfm * index) / (CHART_SAMPLES - 1);
      const ratio = cfm / at;
      const staticInWg =
        operatingPoint.EspInWg * ratio * ratio +
        coils * ratio ** COIL_PRESSURE_EXPONENT +
        (filter ? densityRatio * filterPressureDropInWg(filter, cfm) : 0);
      systemCurve.push({ Cfm: cfm, StaticInWg: staticInWg });
    }
  }
  return {
    Taps: taps,
    SystemCurve: systemCurve,
    OperatingPoint: operatingPoint
      ? { Cfm: operatingPoint.Cfm, StaticInWg: operatingPoint.TotalStaticInWg }
      : null,
  };
}
