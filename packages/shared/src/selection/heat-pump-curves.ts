import { HEAT_PUMP_ENTERING_AIR_RANGE } from './heat-pump.ts';
import { ISO_13256_ENTERING_AIR, iso13256Conditions } from './heat-pump-modes.ts';
import { atmosphericPressurePsia, SEA_LEVEL_PRESSURE_PSIA } from './psychrometrics.ts';
import type { HeatPumpRating } from './selection-schemas.ts';
import { SITE_ALTITUDE_FT } from './site-altitude.ts';

/**
 * What a heat pump's correction curves must do to be a catalog an engineer can sign (docs/domain.md
 * section 4): give the rated figure at the rating point (within 2 %, the engine's calibration
 * tolerance), each curve alone and the four of a quantity together, and stay a plausible factor over
 * the range where the engine reads them. The x each curve reads is the engine's (heat-pump-modes.ts):
 * EWT and entering air in °F from the ISO 13256-1 water-loop rating (entering wet bulb in cooling,
 * dry bulb in heating); water flow as a fraction of rated; airflow as a fraction of rated by mass,
 * so a site altitude moves it (0.69 of the cfm fraction at 10,000 ft).
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

type RatedRange = Pick<
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
>;
type Domain = { Rated: number; Min: number; Max: number; Unit: string };
type Curve = { A: number; B: number; C: number };

/** Air at the site's pressure over air at sea level, at the highest and the lowest site. */
const airDensityRatio = {
  Min: atmosphericPressurePsia(SITE_ALTITUDE_FT.Max) / SEA_LEVEL_PRESSURE_PSIA,
  Max: atmosphericPressurePsia(SITE_ALTITUDE_FT.Min) / SEA_LEVEL_PRESSURE_PSIA,
};

/** Where the engine reads a curve: its x at the rating point and over the rated range. */
export function correctionDomain(
  rating: RatedRange,
  quantity: CorrectionQuantity,
  input: CorrectionInput,
): Domain {
  const cooling = quantity.startsWith('Cooling');
  const rated = iso13256Conditions.WaterLoop;
  const fromRating = '°F from rating';
  switch (input) {
    case 'Ewt':
      return cooling
        ? {
            Rated: 0,
            Min: rating.MinCoolingEwtF - rated.CoolingEwtF,
            Max: rating.MaxCoolingEwtF - rated.CoolingEwtF,
            Unit: fromRating,
          }
        : {
            Rated: 0,
            Min: rating.MinHeatingEwtF - rated.HeatingEwtF,
            Max: rating.MaxHeatingEwtF - rated.HeatingEwtF,
            Unit: fromRating,
          };
    case 'Eat': {
      const air = HEAT_PUMP_ENTERING_AIR_RANGE;
      return cooling
        ? {
            Rated: 0,
            Min: air.Cooling.MinWbF - ISO_13256_ENTERING_AIR.CoolingWbF,
            Max: air.Cooling.MaxWbF - ISO_13256_ENTERING_AIR.CoolingWbF,
            Unit: fromRating,
          }
        : {
            Rated: 0,
            Min: air.Heating.MinDbF - ISO_13256_ENTERING_AIR.HeatingDbF,
            Max: air.Heating.MaxDbF - ISO_13256_ENTERING_AIR.HeatingDbF,
            Unit: fromRating,
          };
    }
    case 'Airflow':
      return {
        Rated: 1,
        Min: (rating.MinCfm / rating.RatedCfm) * airDensityRatio.Min,
        Max: (rating.MaxCfm / rating.RatedCfm) * airDensityRatio.Max,
        Unit: 'of rated, by mass',
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
const tolerance = `within ${CORRECTION_RATED_TOLERANCE * 100} %`;

/** What is wrong with one curve of a rating, in words an engineer reads; empty when it is sound. */
export function correctionCurveProblems(
  rating: RatedRange,
  quantity: CorrectionQuantity,
  input: CorrectionInput,
  curve: Curve,
): string[] {
  const domain = correctionDomain(rating, quantity, input);
  const problems: string[] = [];
  const rated = factorAt(curve, domain.Rated);
  if (Math.abs(rated - 1) > CORRECTION_RATED_TOLERANCE)
    problems.push(
      `the curve gives ${round(rated, 3)} at the rating point (x = ${domain.Rated}); it must give 1 ${tolerance}`,
    );
  if (domain.Min > domain.Max) return problems;
  const { lowest, highest } = extremes(curve, domain.Min, domain.Max);
  const { Min, Max } = CORRECTION_FACTOR_RANGE;
  if (lowest.factor < Min)
    problems.push(
      `the curve falls to ${round(lowest.factor, 3)} at x = ${round(lowest.x, 2)} ${domain.Unit}, inside the rated range; it must stay at ${Min} or above`,
    );
  if (highest.factor > Max)
    problems.push(
      `the curve rises to ${round(highest.factor, 3)} at x = ${round(highest.x, 2)} ${domain.Unit}, inside the rated range; it must stay at ${Max} or below`,
    );
  return problems;
}

/**
 * The engine multiplies a quantity's four curves: at the rating point their product must give the
 * rated figure too, or four curves each 2 % off would move it by 8 %. Null when it does.
 */
export function ratedProductProblem(
  rating: RatedRange,
  quantity: CorrectionQuantity,
  curves: Record<CorrectionInput, Curve>,
): string | null {
  const product = correctionInputs.reduce(
    (factor, input) => factor * factorAt(curves[input], correctionDomain(rating, quantity, input).Rated),
    1,
  );
  return Math.abs(product - 1) > CORRECTION_RATED_TOLERANCE
    ? `the four ${quantity} curves together give ${round(product, 3)} at the rating point; they must give 1 ${tolerance}`
    : null;
}
