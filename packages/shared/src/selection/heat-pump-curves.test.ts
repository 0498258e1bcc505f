import { describe, expect, it } from 'vitest';
import {
  correctionCurveProblems,
  correctionDomain,
  correctionInputs,
  correctionQuantities,
  ratedProductProblem,
} from './heat-pump-curves.ts';
import { referenceHeatPumpRating, referenceHeatPumpSizes } from './reference-heat-pumps.ts';

describe('heat pump correction curves', () => {
  it('every curve of every reference heat pump gives 1 at its rating and stays plausible over its range', () => {
    for (const size of referenceHeatPumpSizes) {
      const rating = referenceHeatPumpRating(size, 1, 1);
      for (const quantity of correctionQuantities)
        for (const input of correctionInputs)
          expect(
            correctionCurveProblems(rating, quantity, input, rating.Corrections[quantity][input]),
          ).toEqual([]);
    }
  });

  it('reads each curve where the engine does: °F from the ISO 13256-1 rating, flows as fractions of rated', () => {
    const rating = referenceHeatPumpRating('024', 1, 1);
    expect(correctionDomain(rating, 'CoolingCapacity', 'Ewt')).toMatchObject({
      Rated: 0,
      Min: 45 - 86,
      Max: 110 - 86,
    });
    expect(correctionDomain(rating, 'HeatingPower', 'Ewt')).toMatchObject({
      Rated: 0,
      Min: 20 - 68,
      Max: 90 - 68,
    });
    expect(correctionDomain(rating, 'CoolingPower', 'Eat').Min).toBeCloseTo(50 - 66.2, 9);
    expect(correctionDomain(rating, 'HeatingCapacity', 'Eat')).toMatchObject({
      Rated: 0,
      Min: 45 - 68,
      Max: 80 - 68,
    });
    // By mass: 10,000 ft air is 0.688 of sea level's, −1,000 ft air 1.037.
    const airflow = correctionDomain(rating, 'CoolingCapacity', 'Airflow');
    expect(airflow.Rated).toBe(1);
    expect(airflow.Min).toBeCloseTo((rating.MinCfm / rating.RatedCfm) * 0.688, 2);
    expect(airflow.Max).toBeCloseTo((rating.MaxCfm / rating.RatedCfm) * 1.037, 2);
    expect(correctionDomain(rating, 'HeatingCapacity', 'WaterFlow')).toMatchObject({
      Rated: 1,
      Min: rating.MinGpm / rating.RatedGpm,
    });
  });

  it('names a curve off its rating point, one that dips inside the range at its vertex, and one that climbs too far', () => {
    const rating = referenceHeatPumpRating('024', 1, 1);
    // Flows read x = 1 at rating: 0.8 + 0.28 − 0.08 = 1; 0.85 + 0.28 − 0.08 = 1.05 is 5 % off.
    expect(
      correctionCurveProblems(rating, 'CoolingCapacity', 'Airflow', { A: 0.85, B: 0.28, C: -0.08 }),
    ).toEqual(['the curve gives 1.05 at the rating point (x = 1); it must give 1 within 2 %']);
    // 1 at the rating, but its vertex (x = −5 °F) falls to 0 inside the −41..+24 °F EWT range, and it
    // climbs to 51.84 at the range's cold end.
    expect(correctionCurveProblems(rating, 'CoolingCapacity', 'Ewt', { A: 1, B: 0.4, C: 0.04 })).toEqual([
      'the curve falls to 0 at x = -5 °F from rating, inside the rated range; it must stay at 0.2 or above',
      'the curve rises to 51.84 at x = -41 °F from rating, inside the rated range; it must stay at 3 or below',
    ]);
  });

  it('checks the four curves of a quantity together at the rating point', () => {
    const rating = referenceHeatPumpRating('036', 1, 1);
    expect(ratedProductProblem(rating, 'CoolingPower', rating.Corrections.CoolingPower)).toBeNull();
    // Each curve 1.5 % high at its rating point: each passes alone, together they are 6 % high.
    const high = { A: 1.015, B: 0, C: 0 };
    const curves = { Ewt: high, Eat: high, Airflow: high, WaterFlow: high };
    for (const input of correctionInputs)
      expect(correctionCurveProblems(rating, 'CoolingPower', input, curves[input])).toEqual([]);
    expect(ratedProductProblem(rating, 'CoolingPower', curves)).toBe(
      'the four CoolingPower curves together give 1.061 at the rating point; they must give 1 within 2 %',
    );
  });
});
