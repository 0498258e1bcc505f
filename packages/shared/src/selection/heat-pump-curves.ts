import { HEAT_PUMP_ENTERING_AIR_RANGE } from './heat-pump.ts';
import { ISO_13256_ENTERING_AIR, iso13256Conditions } from './heat-pump-modes.ts';
import type { HeatPumpRating } from './selection-schemas.ts';

/**
 * What a heat pump's correction curves must do to be a catalog an engineer can sign (docs/domain.md
 * section 4): give the rated figure at the rating point (within 2 %, the engine's calibration
 * tolerance) and stay a plausible factor over the rated range, where the engine uses them. The x
 * each curve reads is the engine's (heat-pump-modes.ts): EWT and entering air in °F from the ISO
 * 13256-1 water-loop rating (entering wet bulb in cooling, dry bulb in heating), airflow and water
 * flow as fractions of rated.
 */

export const correctionQuantities = [
  'CoolingCapacity',
  'CoolingPower',
  'HeatingCapacity',
  'HeatingPower',
] as const;
export const correctionInputs = ['Ewt', 'Eat', 'Airflow', 'WaterFlow'] as const;
export type CorrectionQuantity = (typeof correctionQuantities)[number];
export type CorrectionInput = (typeof correctionInputs)[number];

/** A correction factor outside these bounds anywhere in the rated range is a typing mistake. */
export const CORRECTION_FACTOR_RANGE = { Min: 0.2, Max: 3 } as const;
/** The factor at the rating point: 1, within the engine's 2 % calibration tolerance. */
export const CORRECTION_RATED_TOLERANCE = 0.02;

type Domain = { Rated: number; Min: number; Max: number; Unit: string };

/** Where each curve of a mode is read: its x at the rating point and over the rated range. */
export function correctionDomain(
  rating: Pick<
    HeatPumpRating,
    | 'RatedCfm'
    | 'MinCfm'
    | 'MaxCfm'
    | 'RatedGpm'
    | 'MinGpm'
    | 'MaxGpm'
    | 'MinCoolingEwtF'
    | 'MaxCoolingEwtF'
    | 'MinHeatingEwtF'
    | 'MaxHeatingEwtF'
  >,
  quantity: CorrectionQuantity,
  input: CorrectionInput,
): Domain {
  const cooling = quantity.startsWith('Cooling');
  const rated = iso13256Conditions.WaterLoop;
  switch (input) {
    case 'Ewt':
      return cooling
        ? {
            Rated: 0,
            Min: rating.MinCoolingEwtF - rated.CoolingEwtF,
            Max: rating.MaxCoolingEwtF - rated.CoolingEwtF,
            Unit: '°F from rating',
          }
        : {
            Rated: 0,
            Min: rating.MinHeatingEwtF - rated.HeatingEwtF,
            Max: rating.MaxHeatingEwtF - rated.HeatingEwtF,
            Unit: '°F from rating',
          };
    case 'Eat': {
      const air = HEAT_PUMP_ENTERING_AIR_RANGE;
      return cooling
        ? {
            Rated: 0,
            Min: air.Cooling.MinWbF - ISO_13256_ENTERING_AIR.CoolingWbF,
            Max: air.Cooling.MaxWbF - ISO_13256_ENTERING_AIR.CoolingWbF,
            Unit: '°F from rating',
          }
        : {
            Rated: 0,
            Min: air.Heating.MinDbF - ISO_13256_ENTERING_AIR.HeatingDbF,
            Max: air.Heating.MaxDbF - ISO_13256_ENTERING_AIR.HeatingDbF,
            Unit: '°F from rating',
          };
    }
    case 'Airflow':
      return {
        Rated: 1,
        Min: rating.MinCfm / rating.RatedCfm,
        Max: rating.MaxCfm / rating.RatedCfm,
        Unit: 'of rated',
      };
    case 'WaterFlow':
      return {
        Rated: 1,
        Min: rating.MinGpm / rating.RatedGpm,
        Max: rating.MaxGpm / rating.RatedGpm,
        Unit: 'of rated',
      };
  }
}

type Curve = { A: number; B: number; C: number };
const factorAt = (curve: Curve, x: number) => curve.A + curve.B * x + curve.C * x * x;

/** The curve's lowest and highest factor over [min, max]: the ends and, inside, the parabola's vertex. */
function extremes(curve: Curve, min: number, max: number) {
  const points = [min, max];
  if (curve.C !== 0) {
    const vertex = -curve.B / (2 * curve.C);
    if (vertex > min && vertex < max) points.push(vertex);
  }
  const values = points.map((x) => ({ x, factor: factorAt(curve, x) }));
  const lowest = values.reduce((a, b) => (b.factor < a.factor ? b : a));
  const highest = values.reduce((a, b) => (b.factor > a.factor ? b : a));
  return { lowest, highest };
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** What is wrong with one curve of a rating, in words an engineer reads; empty when it is sound. */
export function correctionCurveProblems(
  rating: Parameters<typeof correctionDomain>[0],
  quantity: CorrectionQuantity,
  input: CorrectionInput,
  curve: Curve,
): string[] {
  const domain = correctionDomain(rating, quantity, input);
  const problems: string[] = [];
  const rated = factorAt(curve, domain.Rated);
  if (Math.abs(rated - 1) > CORRECTION_RATED_TOLERANCE)
    problems.push(
      `the ${quantity} ${input} curve gives ${round(rated, 3)} at the rating point (x = ${domain.Rated}); it must give 1 within ${CORRECTION_RATED_TOLERANCE * 100} %`,
    );
  if (domain.Min > domain.Max) return problems;
  const { lowest, highest } = extremes(curve, domain.Min, domain.Max);
  const { Min, Max } = CORRECTION_FACTOR_RANGE;
  if (lowest.factor < Min)
    problems.push(
      `the ${quantity} ${input} curve falls to ${round(lowest.factor, 3)} at x = ${round(lowest.x, 2)} ${domain.Unit}, inside the rated range; it must stay at ${Min} or above`,
    );
  if (highest.factor > Max)
    problems.push(
      `the ${quantity} ${input} curve rises to ${round(highest.factor, 3)} at x = ${round(highest.x, 2)} ${domain.Unit}, inside the rated range; it must stay at ${Max} or below`,
    );
  return problems;
}
