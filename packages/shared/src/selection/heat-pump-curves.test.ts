import { describe, expect, it } from 'vitest';
import {
  correctionCurveProblems,
  correctionDomain,
  correctionInputs,
  correctionQuantities,
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
    expect(correctionDomain(rating, 'CoolingCapacity', 'Airflow')).toMatchObject({
      Rated: 1,
      Min: rating.MinCfm / rating.RatedCfm,
      Max: rating.MaxCfm / rating.RatedCfm,
    });
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
    ).toEqual([
      'the CoolingCapacity Airflow curve gives 1.05 at the rating point (x = 1); it must give 1 within 2 %',
    ]);
    // 1 at the rating, but its vertex (x = −5 °F) falls to 0 inside the −41..+24 °F EWT range, and it
    // climbs to 51.84 at the range's cold end.
    expect(correctionCurveProblems(rating, 'CoolingCapacity', 'Ewt', { A: 1, B: 0.4, C: 0.04 })).toEqual([
      'the CoolingCapacity Ewt curve falls to 0 at x = -5 °F from rating, inside the rated range; it must stay at 0.2 or above',
      'the CoolingCapacity Ewt curve rises to 51.84 at x = -41 °F from rating, inside the rated range; it must stay at 3 or below',
    ]);
  });
});
