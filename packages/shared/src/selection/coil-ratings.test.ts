import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrateCoil } from './coil-calibration.ts';
import { defaultFluidGpm } from './coil-unit-options.ts';
import { isEngineeringLimitWarning } from './engineering-limits.ts';
import { airDensityRatio, fanChartSeries, fanOperatingPoint, type SystemResistance } from './fan.ts';
import { heatPumpPerformance, ISO_13256_ENTERING_AIR, iso13256Conditions } from './heat-pump.ts';
import {
  atmosphericPressurePsia,
  dewPointFromHumidityRatio,
  humidityRatioFromWetBulb,
} from './psychrometrics.ts';
import { FAN_COIL_PUBLISHED_ENDS, interpolatedRatingMbh } from './reference-coil-data.ts';
import { referenceUnitSizes } from './reference-ratings.ts';
import { selectCoilUnits } from './select-coil-units.ts';
import { type CoilProfile, FluidType, type HeatPumpRating, SelectionMethod } from './selection-schemas.ts';
import {
  allWaterCoilModels,
  coilInput,
  DOMAIN_FAN_COIL_RATINGS,
  fanCoilModels,
  fluidSide,
  heatPumpModels,
  modelBySize,
} from './test-fixtures.ts';
import { type CoilConditions, evaluateCoil } from './water-coil.ts';

/**
 * Issue #13 parts 1 and 4 (docs/decisions/0027): every coil on its own published rating, the dry-wet
 * split near the dew point, altitude in the fan and the heat pump, heat pump EWT curves, default flow.
 */

/** docs/domain.md section 4: the published ratings of sizes 02 and 12, MBH. */
const PUBLISHED = {
  Cooling2Row: { '02': 5.1, '12': 34 },
  Cooling4Row: { '02': 10.6, '12': 48.8 },
  Heating1Row: { '02': 8, '12': 42 },
  Heating2Row: { '02': 22, '12': 99 },
} as const;

/** The coil at its own rating point: AHRI 440 air, its rated entering fluid and rated flow. */
function atRating(coil: CoilProfile): CoilConditions {
  const cooling = coil.Duty === 'Cooling';
  return {
    Duty: coil.Duty,
    Cfm: coil.RatedCfm,
    AltitudeFt: 0,
    EnteringDbF: coil.RatedEnteringDbF,
    EnteringWbF: coil.RatedEnteringWbF,
    Fluid: fluidSide({
      EnteringFluidF: coil.RatedEnteringFluidF,
      FluidGpm: calibrateCoil(coil).RatedGpm,
      ...(cooling ? {} : { EnteringFluidF: 180 }),
    }),
  };
}

const coilOf = (size: string, duty: 'Cooling' | 'Heating', rows: number) =>
  modelBySize(fanCoilModels, size).CoilProfiles.find(
    (coil) => coil.Duty === duty && coil.Rows === rows,
  ) as CoilProfile;

describe('every coil calibrated on its own published rating', () => {
  it('carries the published 02 and 12 ratings of every fan-coil coil, and the 3-row ratings per size', () => {
    for (const size of ['02', '12'] as const) {
      expect(coilOf(size, 'Cooling', 2).RatedTotalMbh).toBe(PUBLISHED.Cooling2Row[size]);
      expect(coilOf(size, 'Cooling', 4).RatedTotalMbh).toBe(PUBLISHED.Cooling4Row[size]);
      expect(coilOf(size, 'Heating', 1).RatedTotalMbh).toBe(PUBLISHED.Heating1Row[size]);
      expect(coilOf(size, 'Heating', 2).RatedTotalMbh).toBe(PUBLISHED.Heating2Row[size]);
    }
    for (const [size, rating] of Object.entries(DOMAIN_FAN_COIL_RATINGS)) {
      const threeRow = coilOf(size, 'Cooling', 3);
      expect([threeRow.RatedTotalMbh, threeRow.RatedSensibleMbh]).toEqual([
        rating.TotalMbh,
        rating.SensibleMbh,
      ]);
    }
  });

  it('interpolates the sizes between on face area and airflow', () => {
    const smallest = coilOf('02', 'Cooling', 2);
    const largest = coilOf('12', 'Cooling', 2);
    const ends = (coil: CoilProfile) => ({ Cfm: coil.RatedCfm, FaceAreaSqFt: coil.FaceAreaSqFt });
    for (const size of referenceUnitSizes.FanCoil) {
      const at = ends(coilOf(size, 'Cooling', 2));
      for (const [duty, rows, key] of [
        ['Cooling', 2, 'Cooling2Row'],
        ['Cooling', 4, 'Cooling4Row'],
        ['Heating', 1, 'Heating1Row'],
        ['Heating', 2, 'Heating2Row'],
      ] as const) {
        expect(coilOf(size, duty, rows).RatedTotalMbh, `${size} ${duty} ${rows}`).toBe(
          interpolatedRatingMbh(FAN_COIL_PUBLISHED_ENDS[key], ends(smallest), ends(largest), at),
        );
      }
    }
    // Capacity per cfm moves steadily from the smallest to the largest size.
    const perCfm = referenceUnitSizes.FanCoil.map((size) => {
      const coil = coilOf(size, 'Heating', 1);
      return coil.RatedTotalMbh / coil.RatedCfm;
    });
    expect([...perCfm].sort((a, b) => a - b)).toEqual(perCfm);
  });

  it('reproduces every coil of every family at its own rating point within 2 % (total and sensible)', () => {
    for (const model of allWaterCoilModels) {
      for (const coil of model.CoilProfiles) {
        const label = `${model.ProductModelName} ${coil.Duty} ${coil.Rows}-row`;
        expect(calibrateCoil(coil).Reproduced, label).toBe(true);
        const { Performance: performance, Warnings: warnings } = evaluateCoil(coil, atRating(coil));
        expect(warnings, label).toEqual([]);
        expect(Math.abs((performance.TotalMbh as number) / coil.RatedTotalMbh - 1), label).toBeLessThan(0.02);
        if (coil.RatedSensibleMbh !== null) {
          expect(
            Math.abs((performance.SensibleMbh as number) / coil.RatedSensibleMbh - 1),
            `${label} sensible`,
          ).toBeLessThan(0.02);
        }
        // The rated flow's temperature change (10 °F cooling; heating what the cooling flow gives).
        expect(
          Math.abs(
            Math.abs((performance.LeavingFluidF as number) - coil.RatedEnteringFluidF) -
              coil.RatedFluidDeltaTF,
          ),
          label,
        ).toBeLessThan(0.02 * coil.RatedFluidDeltaTF);
      }
    }
  });

  it('rates fan-coil heating at 180 °F water and the cooling rating’s flow', () => {
    for (const size of referenceUnitSizes.FanCoil) {
      const coolingGpm = calibrateCoil(coilOf(size, 'Cooling', 3)).RatedGpm;
      for (const rows of [1, 2]) {
        const heating = coilOf(size, 'Heating', rows);
        expect(heating.RatedEnteringFluidF).toBe(180);
        expect(heating.RatedEnteringDbF).toBe(70);
        expect(Math.abs(calibrateCoil(heating).RatedGpm / coolingGpm - 1)).toBeLessThan(0.002);
      }
    }
  });

  it('keeps 2- and 4-row sensible ratios on either side of the 3-row one (fewer rows, drier process)', () => {
    for (const size of referenceUnitSizes.FanCoil) {
      const ratio = (rows: number) => {
        const coil = coilOf(size, 'Cooling', rows);
        return (coil.RatedSensibleMbh as number) / coil.RatedTotalMbh;
      };
      expect(ratio(2)).toBeGreaterThan(ratio(3));
      expect(ratio(3)).toBeGreaterThan(ratio(4));
    }
  });
});

describe('partially wet coils (dry-wet split at the dew point)', () => {
  const atWetBulb = (coil: CoilProfile, wetBulb: number, enteringFluid = 45) =>
    evaluateCoil(coil, {
      Duty: 'Cooling',
      Cfm: coil.RatedCfm,
      AltitudeFt: 0,
      EnteringDbF: 80,
      EnteringWbF: wetBulb,
      Fluid: fluidSide({ EnteringFluidF: enteringFluid, FluidGpm: calibrateCoil(coil).RatedGpm }),
    }).Performance;

  it('removes moisture at 80/63 °F with 45 °F water (dew point above the water): SHR below 1', () => {
    const humidity = humidityRatioFromWetBulb(80, 63, 14.696);
    expect(dewPointFromHumidityRatio(80, humidity, 14.696)).toBeGreaterThan(45);
    for (const size of referenceUnitSizes.FanCoil) {
      for (const rows of [3, 4]) {
        const performance = atWetBulb(coilOf(size, 'Cooling', rows), 63);
        const latent = (performance.TotalMbh as number) - (performance.SensibleMbh as number);
        expect(latent, `${size} ${rows}-row latent`).toBeGreaterThan(0.1);
        expect((performance.SensibleMbh as number) / (performance.TotalMbh as number)).toBeLessThan(0.99);
        expect(performance.LeavingWbF as number).toBeLessThan(performance.LeavingDbF as number);
      }
    }
  });

  it('gives the same numbers for the same evaluation whatever ran before (the split solver keeps no history)', () => {
    const coil = coilOf('08', 'Cooling', 3);
    const conditions: CoilConditions = {
      Duty: 'Cooling',
      Cfm: 700,
      AltitudeFt: 0,
      EnteringDbF: 78,
      EnteringWbF: 62,
      Fluid: fluidSide({
        SelectionMethod: SelectionMethod.LeavingFluidTemp,
        FluidGpm: null,
        LeavingFluidF: 56,
      }),
    };
    const first = evaluateCoil(coil, conditions);
    evaluateCoil(coilOf('08', 'Cooling', 4), { ...conditions, EnteringWbF: 65 });
    evaluateCoil(coil, { ...conditions, Fluid: { ...conditions.Fluid, LeavingFluidF: 53 } });
    expect(evaluateCoil(coil, conditions)).toEqual(first);
  });

  it('moves smoothly from a wholly wet to a wholly dry coil as the entering wet bulb falls', () => {
    for (const rows of [2, 3, 4]) {
      const coil = coilOf('06', 'Cooling', rows);
      let previous = atWetBulb(coil, 70);
      for (let wetBulb = 69.9; wetBulb >= 55; wetBulb -= 0.1) {
        const next = atWetBulb(coil, wetBulb);
        const total = next.TotalMbh as number;
        expect(total).toBeLessThanOrEqual((previous.TotalMbh as number) * (1 + 1e-6));
        // About 0.5 % per 0.1 °F of wet bulb when wet; a switch between analyses would jump several percent.
        expect(Math.abs(total - (previous.TotalMbh as number))).toBeLessThan(0.008 * total);
        expect(Math.abs((next.SensibleMbh as number) - (previous.SensibleMbh as number))).toBeLessThan(
          0.01 * total,
        );
        previous = next;
      }
      // Wholly dry at the end: all sensible.
      expect(previous.SensibleMbh).toBe(previous.TotalMbh);
    }
  });

  const splitArbitrary = fc.record({
    coil: fc.constantFrom(
      ...allWaterCoilModels.flatMap((model) => model.CoilProfiles.filter((coil) => coil.Duty === 'Cooling')),
    ),
    dryBulb: fc.double({ min: 70, max: 95, noNaN: true }),
    dewPoint: fc.double({ min: 46, max: 64, noNaN: true }),
    // The fluid enters 0.5–12 °F below the entering dew point: the split's region.
    below: fc.double({ min: 0.5, max: 12, noNaN: true }),
    gpmFraction: fc.double({ min: 0, max: 1, noNaN: true }),
    glycol: fc.constantFrom([FluidType.Water, 0], [FluidType.Ethylene, 30], [FluidType.Propylene, 40]),
    altitude: fc.integer({ min: 0, max: 8000 }),
  });

  type SplitSample = typeof splitArbitrary extends fc.Arbitrary<infer Sample> ? Sample : never;

  function splitConditions(sample: SplitSample): CoilConditions {
    const { coil } = sample;
    // A wet bulb for the dew point (psychrolib's inverse is not exported: bisection on the wet bulb).
    const pressure = atmosphericPressurePsia(sample.altitude);
    let low = 30;
    let high = sample.dryBulb;
    for (let step = 0; step < 50; step++) {
      const middle = (low + high) / 2;
      const dewPoint = dewPointFromHumidityRatio(
        sample.dryBulb,
        humidityRatioFromWetBulb(sample.dryBulb, middle, pressure),
        pressure,
      );
      if (dewPoint < sample.dewPoint) low = middle;
      else high = middle;
    }
    return {
      Duty: 'Cooling',
      Cfm: coil.RatedCfm,
      AltitudeFt: sample.altitude,
      EnteringDbF: sample.dryBulb,
      EnteringWbF: Math.max(50, (low + high) / 2),
      Fluid: fluidSide({
        FluidType: sample.glycol[0],
        GlycolPercent: sample.glycol[1],
        EnteringFluidF: Math.max(38, sample.dewPoint - sample.below),
        FluidGpm: coil.MinGpm + (coil.MaxGpm - coil.MinGpm) * sample.gpmFraction,
      }),
    };
  }

  it('balances air and fluid side within 1 % near the dew point, with glycol and at altitude', () => {
    fc.assert(
      fc.property(splitArbitrary, (sample) => {
        const { Performance: performance, Warnings: warnings } = evaluateCoil(
          sample.coil,
          splitConditions(sample),
        );
        expect(warnings).toEqual([]);
        const fluid = performance.FluidSideMbh as number;
        expect(Math.abs((performance.AirSideMbh as number) - fluid)).toBeLessThanOrEqual(0.01 * fluid);
        expect(performance.SensibleMbh as number).toBeLessThanOrEqual(
          (performance.TotalMbh as number) * (1 + 1e-9),
        );
      }),
      { numRuns: 250 },
    );
  });

  it('gives more capacity with more flow and with colder fluid near the dew point', () => {
    fc.assert(
      fc.property(splitArbitrary, fc.double({ min: 0.02, max: 1, noNaN: true }), (sample, step) => {
        const conditions = splitConditions(sample);
        const total = (at: CoilConditions) => evaluateCoil(sample.coil, at).Performance.TotalMbh as number;
        const base = total(conditions);
        const gpm = conditions.Fluid.FluidGpm as number;
        const more = {
          ...conditions,
          Fluid: { ...conditions.Fluid, FluidGpm: Math.min(sample.coil.MaxGpm, gpm * (1 + step)) },
        };
        expect(total(more)).toBeGreaterThanOrEqual(base * (1 - 1e-5));
        const colder = {
          ...conditions,
          Fluid: {
            ...conditions.Fluid,
            EnteringFluidF: Math.max(35, conditions.Fluid.EnteringFluidF - 4 * step),
          },
        };
        expect(total(colder)).toBeGreaterThanOrEqual(base * (1 - 1e-5));
      }),
      { numRuns: 200 },
    );
  });
});

describe('altitude: fan and heat pump at site air density', () => {
  it('lowers fan static and watts with air density, and the coils’ air-side drops with it', () => {
    const model = modelBySize(fanCoilModels, '06');
    const coil = coilOf('06', 'Cooling', 3);
    const tap = model.AirFlowProfiles[0]?.Taps.find((candidate) => candidate.FanSpeed === 3);
    const system = (density: number): SystemResistance => ({
      EspInWg: 0.2,
      NominalCfm: model.NominalCfm,
      Coils: [{ Profile: coil, Wet: true }],
      Filter: model.FilterPressureDrops[0] ?? null,
      DensityRatio: density,
    });
    const sea = fanOperatingPoint(tap as NonNullable<typeof tap>, system(1));
    const high = fanOperatingPoint(tap as NonNullable<typeof tap>, system(0.83));
    if (typeof sea === 'string' || typeof high === 'string') throw new Error('no operating point');
    // The ESP is the duct's: the thinner air's smaller fan pressure meets it at less airflow.
    expect(high.Cfm).toBeLessThan(sea.Cfm);
    expect(high.FanWatts).toBeLessThan(sea.FanWatts * 0.9);
    expect(high.FilterPdInWg).toBeLessThan(sea.FilterPdInWg);
    const atSea = selectCoilUnits(coilInput({ ProductModelIds: [model.ProductModelId] }), fanCoilModels);
    const atAltitude = selectCoilUnits(
      coilInput({ ProductModelIds: [model.ProductModelId], AltitudeFt: 5000 }),
      fanCoilModels,
    );
    for (const [index, result] of atAltitude.entries()) {
      const sea = atSea[index] as (typeof atSea)[number];
      expect(result.FanOperatingPoint?.FanWatts as number).toBeLessThan(
        sea.FanOperatingPoint?.FanWatts as number,
      );
      expect(result.FanOperatingPoint?.TotalStaticInWg as number).toBeLessThan(
        sea.FanOperatingPoint?.TotalStaticInWg as number,
      );
      expect(result.Cooling?.AirPdInWg as number).toBeLessThan(sea.Cooling?.AirPdInWg as number);
      expect(result.Cooling?.TotalMbh as number).toBeLessThan(sea.Cooling?.TotalMbh as number);
    }
  });

  it('draws the fan curves at the site density, so the operating point lies on the chosen tap', () => {
    const model = modelBySize(fanCoilModels, '06');
    const [result] = selectCoilUnits(
      coilInput({ ProductModelIds: [model.ProductModelId], AltitudeFt: 6000 }),
      fanCoilModels,
    );
    const point = result?.FanOperatingPoint as NonNullable<NonNullable<typeof result>['FanOperatingPoint']>;
    const profile = model.AirFlowProfiles.find((item) => item.AirFlowProfileId === result?.AirFlowProfileId);
    const series = fanChartSeries(
      model,
      profile as NonNullable<typeof profile>,
      result?.FanSpeed as number,
      point,
      airDensityRatio(6000),
    );
    const tap = series.Taps.find((candidate) => candidate.Selected)?.Points ?? [];
    const after = tap.findIndex((sample) => sample.Cfm >= point.Cfm);
    const [left, right] = [tap[after - 1], tap[after]] as [(typeof tap)[number], (typeof tap)[number]];
    const onCurve =
      left.StaticInWg +
      ((right.StaticInWg - left.StaticInWg) * (point.Cfm - left.Cfm)) / (right.Cfm - left.Cfm);
    expect(Math.abs(onCurve - point.TotalStaticInWg)).toBeLessThan(0.01);
    const seaLevel = fanChartSeries(
      model,
      profile as NonNullable<typeof profile>,
      result?.FanSpeed as number,
      point,
    );
    const seaTap = seaLevel.Taps.find((candidate) => candidate.Selected)?.Points ?? [];
    expect((seaTap[0]?.StaticInWg as number) * airDensityRatio(6000)).toBeCloseTo(
      tap[0]?.StaticInWg as number,
      9,
    );
  });

  it('lowers heat pump capacity, EER and COP at altitude (less air by mass through the same cfm)', () => {
    for (const model of heatPumpModels) {
      const rating = model.HeatPumpRating as HeatPumpRating;
      const at = (altitude: number) =>
        heatPumpPerformance(rating, {
          Cfm: rating.RatedCfm,
          AltitudeFt: altitude,
          CoolingEnteringDbF: ISO_13256_ENTERING_AIR.CoolingDbF,
          CoolingEnteringWbF: ISO_13256_ENTERING_AIR.CoolingWbF,
          HeatingEnteringDbF: ISO_13256_ENTERING_AIR.HeatingDbF,
          CoolingEnteringFluidF: 86,
          HeatingEnteringFluidF: 68,
          FluidGpm: rating.RatedGpm,
          FluidType: FluidType.Water,
          GlycolPercent: 0,
        });
      const sea = at(0);
      const high = at(6000);
      expect(high.Cooling?.TotalMbh as number).toBeLessThan((sea.Cooling?.TotalMbh as number) * 0.99);
      expect(high.Cooling?.Eer as number).toBeLessThan(sea.Cooling?.Eer as number);
      expect(high.Heating?.Mbh as number).toBeLessThan(sea.Heating?.Mbh as number);
      expect(high.Heating?.Cop as number).toBeLessThan(sea.Heating?.Cop as number);
    }
  });
});

describe('heat pump EWT curves follow the family’s published ISO 13256-1 points', () => {
  const performanceAt = (rating: HeatPumpRating, coolingEwt: number, heatingEwt: number) =>
    heatPumpPerformance(rating, {
      Cfm: rating.RatedCfm,
      AltitudeFt: 0,
      CoolingEnteringDbF: ISO_13256_ENTERING_AIR.CoolingDbF,
      CoolingEnteringWbF: ISO_13256_ENTERING_AIR.CoolingWbF,
      HeatingEnteringDbF: ISO_13256_ENTERING_AIR.HeatingDbF,
      CoolingEnteringFluidF: coolingEwt,
      HeatingEnteringFluidF: heatingEwt,
      FluidGpm: rating.RatedGpm,
      FluidType: FluidType.Water,
      GlycolPercent: 0,
    });

  it('gives a ground-loop (77 °F) EER 15–20 % above the water-loop (86 °F) EER, ground water (59 °F) higher still', () => {
    for (const model of heatPumpModels) {
      const rating = model.HeatPumpRating as HeatPumpRating;
      const loop = performanceAt(rating, iso13256Conditions.WaterLoop.CoolingEwtF, 68).Cooling?.Eer as number;
      const groundLoop = performanceAt(rating, iso13256Conditions.GroundLoop.CoolingEwtF, 68).Cooling
        ?.Eer as number;
      const groundWater = performanceAt(rating, iso13256Conditions.GroundWater.CoolingEwtF, 68).Cooling
        ?.Eer as number;
      expect(Math.abs(loop / rating.RatedEer - 1), model.UnitSize).toBeLessThan(0.02);
      expect(groundLoop / loop, model.UnitSize).toBeGreaterThanOrEqual(1.15);
      expect(groundLoop / loop, model.UnitSize).toBeLessThanOrEqual(1.2);
      expect(groundWater / groundLoop, model.UnitSize).toBeGreaterThan(1.15);
    }
  });

  it('never raises EER or cooling capacity as the entering water warms (45–110 °F)', () => {
    const rating = modelBySize(heatPumpModels, '036').HeatPumpRating as HeatPumpRating;
    let previous = performanceAt(rating, 45, 68).Cooling as NonNullable<
      ReturnType<typeof performanceAt>['Cooling']
    >;
    for (let ewt = 46; ewt <= 110; ewt += 1) {
      const next = performanceAt(rating, ewt, 68).Cooling as typeof previous;
      expect(next.Eer).toBeLessThan(previous.Eer);
      expect(next.TotalMbh).toBeLessThan(previous.TotalMbh);
      previous = next;
    }
  });
});

describe('default fluid flow per size', () => {
  it('runs every coil at its own rated flow when the flow method has no flow, so sizes 10 and 12 give results', () => {
    const results = selectCoilUnits(
      coilInput({
        Cooling: { SelectionMethod: SelectionMethod.FluidFlow, FluidGpm: null },
        Heating: { SelectionMethod: SelectionMethod.FluidFlow, FluidGpm: null, LeavingFluidF: null },
      }),
      fanCoilModels,
    );
    expect(results).toHaveLength(21);
    for (const result of results) {
      const coil = coilOf(result.UnitSize, 'Cooling', result.Cooling?.Rows as number);
      const heating = coilOf(result.UnitSize, 'Heating', result.Heating?.Rows as number);
      // Engineering limits (engineering-limits.ts, e.g. transitional tube flow) keep the numbers.
      expect(result.Warnings.filter((warning) => !isEngineeringLimitWarning(warning))).toEqual([]);
      expect(Math.abs((result.Cooling?.FluidGpm as number) - defaultFluidGpm(coil))).toBeLessThanOrEqual(
        0.005,
      );
      expect(Math.abs((result.Heating?.FluidGpm as number) - defaultFluidGpm(heating))).toBeLessThanOrEqual(
        0.005,
      );
      // Near its rating's 10 °F rise (the fan's airflow is not exactly the rated airflow).
      expect(result.Cooling?.LeavingFluidF as number).toBeGreaterThan(53.5);
      expect(result.Cooling?.LeavingFluidF as number).toBeLessThan(56.5);
    }
    expect(results.filter((result) => ['10', '12'].includes(result.UnitSize))).toHaveLength(6);
  });
});
