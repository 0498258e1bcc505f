import { describe, expect, it } from 'vitest';
import { ProductType } from '../enums/lookups.ts';
import { localizeMessage } from '../units/unit-messages.ts';
import {
  ENGINEERING_LIMITS,
  type EngineeringLimitCode,
  espRangeLimitOf,
  exceedsLimit,
  isEngineeringLimitWarning,
  TUBE_INSIDE_DIAMETER_IN,
  tubeReynolds,
  tubeVelocityFtPerS,
} from './engineering-limits.ts';
import { fanOperatingPoint } from './fan.ts';
import { mainCoils, selectCoilUnit, selectCoilUnits } from './select-coil-units.ts';
import { selectHeatPump, selectHeatPumps } from './select-heat-pumps.ts';
import {
  AirFanSpeed,
  AirMotorType,
  FluidType,
  type HeatPumpCandidateResult,
  type HeatPumpRating,
  type SelectionModelData,
} from './selection-schemas.ts';
import { findRoot } from './solve.ts';
import {
  blowerCoilModels,
  coilInput,
  ecoModels,
  fanCoilModels,
  heatPumpInput,
  heatPumpModels,
  modelBySize,
} from './test-fixtures.ts';

const limit = (
  result: { Warnings: Array<{ Code: string; Message: string; Severity?: string }> },
  code: string,
) => result.Warnings.find((warning) => warning.Code === code);

describe('the engineering limits table', () => {
  const codes = Object.keys(ENGINEERING_LIMITS) as EngineeringLimitCode[];

  it('gives every limit a value, unit, severity and reason', () => {
    for (const code of codes) {
      const entry = ENGINEERING_LIMITS[code];
      expect(Number.isFinite(entry.Value), code).toBe(true);
      expect(entry.Unit.length, code).toBeGreaterThan(0);
      expect(['Warning', 'Info'], code).toContain(entry.Severity);
      expect(entry.Reason.length, code).toBeGreaterThan(20);
    }
  });

  it.each(codes)('%s fires just beyond its threshold and not short of it', (code) => {
    const { Value: value, Direction: direction } = ENGINEERING_LIMITS[code];
    const step = 0.01;
    const beyond = direction === 'Above' ? value + step : value - step;
    const short = direction === 'Above' ? value - step : value + step;
    expect(exceedsLimit(code, beyond)).toBe(true);
    expect(exceedsLimit(code, value)).toBe(false);
    expect(exceedsLimit(code, short)).toBe(false);
    expect(exceedsLimit(code, Number.NaN)).toBe(false);
  });

  it('computes tube velocity and Reynolds number (water at 50 °F, 3 gpm in 2 circuits of 0.347 in.)', () => {
    const velocity = tubeVelocityFtPerS(3, 2);
    // 3 gpm = 0.00668 ft³/s over 2 × 0.000657 ft² → 5.09 ft/s.
    expect(velocity).toBeCloseTo(5.09, 1);
    // ρVD/μ = 62.4 × 5.09 × 0.0289 / (1.31 cP × 6.72e-4) ≈ 10,400: turbulent.
    const reynolds = tubeReynolds(velocity, { FluidType: FluidType.Water, GlycolPercent: 0 }, 50);
    expect(reynolds).toBeGreaterThan(9000);
    expect(reynolds).toBeLessThan(12000);
  });
});

describe('the found cases, now warned', () => {
  it('size 04 at 6.54 gpm: the 3- and 4-row coils warn about a 44 ft pressure drop and erosion', () => {
    const results = selectCoilUnits(coilInput({ Cooling: { FluidGpm: 6.54 } }), [
      modelBySize(fanCoilModels, '04'),
    ]);
    const threeRow = results.find((result) => result.Cooling?.Rows === 3);
    expect(threeRow?.Cooling?.FluidPdFt).toBeGreaterThan(40);
    const warning = threeRow && limit(threeRow, 'WaterPressureDropHigh');
    expect(warning?.Severity).toBe('Warning');
    expect(warning?.Message).toMatch(/^Cooling: water pressure drop 4\d\.\d ft exceeds 20 ft\.$/);
    expect(threeRow && limit(threeRow, 'TubeVelocityHigh')?.Message).toMatch(
      /tube velocity \d+\.\d ft\/s exceeds 6 ft\/s/,
    );
  });

  it('a 600 cfm unit at 0.5 and 2.0 in. ESP says the design airflow is not met; at 0.1 in. it does not', () => {
    const model = modelBySize(fanCoilModels, '06');
    expect(model.NominalCfm).toBe(600);
    for (const esp of [0.5, 2]) {
      const result = selectCoilUnit(coilInput({ EspInWg: esp }), model);
      expect(result.FanOperatingPoint?.Cfm).toBeLessThan(540);
      expect(limit(result, 'AirflowNotMet')?.Message).toMatch(
        /^Delivered airflow \d+ cfm is \d+ % below the nominal 600 cfm at .* ESP \(limit 10 %\)/,
      );
    }
    expect(limit(selectCoilUnit(coilInput({ EspInWg: 0.1 }), model), 'AirflowNotMet')).toBeUndefined();
  });

  it('2-pipe hot water at 180 °F gives supply air above 140 °F and says so', () => {
    const input = coilInput({
      CoilConfiguration: 1,
      ConfigurationType: 2,
      Cooling: null,
      Heating: { SelectionMethod: 1, EnteringFluidF: 180, FluidGpm: null, LeavingFluidF: null },
    });
    const result = selectCoilUnit(input, modelBySize(fanCoilModels, '06'));
    expect(result.Heating?.LeavingDbF).toBeGreaterThan(140);
    expect(limit(result, 'SupplyAirTooHot')?.Message).toMatch(
      /^Heating supply air 1\d\d\.\d °F exceeds 140 °F/,
    );
    // At 120 °F water the supply air stays below the limit.
    const mild = selectCoilUnit(
      { ...input, Heating: { ...(input.Heating as NonNullable<typeof input.Heating>), EnteringFluidF: 120 } },
      modelBySize(fanCoilModels, '06'),
    );
    expect(mild.Heating?.LeavingDbF).toBeLessThan(140);
    expect(limit(mild, 'SupplyAirTooHot')).toBeUndefined();
  });
});

describe('tube flow and freezing', () => {
  it('warns about laminar flow with 40 % propylene glycol at low flow, not with water at the rated flow', () => {
    const model = modelBySize(fanCoilModels, '04');
    const glycol = selectCoilUnits(
      coilInput({ Cooling: { FluidType: FluidType.Propylene, GlycolPercent: 40, FluidGpm: 0.6 } }),
      [model],
    ).find((result) => result.Cooling?.TotalMbh !== null);
    const laminar = glycol && limit(glycol, 'TubeFlowLaminar');
    expect(laminar?.Message).toMatch(
      /laminar flow in the tubes with glycol: Reynolds number [\d,]+ is below 2300/,
    );
    const water = selectCoilUnits(coilInput(), [model]);
    for (const result of water) expect(limit(result, 'TubeFlowLaminar')).toBeUndefined();
  });

  it('warns about freezing entering air over plain water, not with glycol', () => {
    const cold = selectCoilUnit(coilInput({ HeatingEnteringDbF: 30 }), modelBySize(fanCoilModels, '06'));
    expect(limit(cold, 'EnteringAirFreezeRisk')?.Message).toMatch(/entering air 30 °F is below 35 °F/);
    const protectedCoil = selectCoilUnit(
      coilInput({ HeatingEnteringDbF: 30, Heating: { FluidType: FluidType.Ethylene, GlycolPercent: 30 } }),
      modelBySize(fanCoilModels, '06'),
    );
    expect(limit(protectedCoil, 'EnteringAirFreezeRisk')).toBeUndefined();
  });

  it('a heat pump on a ground loop whose leaving water would freeze gives no numbers (FluidFreezeRisk)', () => {
    const result = selectHeatPumps(
      heatPumpInput({
        Application: 'GroundLoop',
        CoolingEnteringFluidF: 77,
        HeatingEnteringFluidF: 36,
        FluidGpm: 1,
      }),
      heatPumpModels.slice(0, 1),
    )[0] as HeatPumpCandidateResult;
    expect(result.HeatingLeavingFluidF).toBeNull();
    expect(result.Warnings.map((warning) => warning.Code)).toContain('FluidFreezeRisk');
  });
});

describe('contradictory inputs are said, not dropped', () => {
  it('glycol percentage with fluid type water', () => {
    const result = selectCoilUnit(
      coilInput({ Cooling: { GlycolPercent: 25 } }),
      modelBySize(fanCoilModels, '06'),
    );
    expect(limit(result, 'GlycolWithWater')?.Message).toMatch(
      /^Cooling: glycol 25 % is given with fluid type water/,
    );
    const pump = selectHeatPumps(
      heatPumpInput({ GlycolPercent: 20 }),
      heatPumpModels.slice(0, 1),
    )[0] as HeatPumpCandidateResult;
    expect(limit(pump, 'GlycolWithWater')?.Message).toMatch(/^Glycol 20 % is given with fluid type water/);
  });

  it('a ground-loop application with water-loop temperatures, and an ESP above the class range', () => {
    const pump = selectHeatPumps(
      heatPumpInput({ Application: 'GroundLoop', EspInWg: 1.2 }),
      heatPumpModels.slice(0, 1),
    )[0] as HeatPumpCandidateResult;
    const mismatch = limit(pump, 'ApplicationTemperatureMismatch');
    expect(mismatch?.Severity).toBe('Info');
    expect(mismatch?.Message).toMatch(
      /Heating entering water 68 °F differs from the GroundLoop standard 32 °F/,
    );
    expect(limit(pump, 'EspAboveClassRange')?.Message).toMatch(
      /^ESP 1\.2 in\. w\.g\. exceeds the 0\.3 in\. w\.g\. range of water source heat pumps/,
    );
    const standard = selectHeatPumps(
      heatPumpInput(),
      heatPumpModels.slice(0, 1),
    )[0] as HeatPumpCandidateResult;
    expect(standard.Warnings.filter(isEngineeringLimitWarning).map((warning) => warning.Code)).not.toContain(
      'ApplicationTemperatureMismatch',
    );
  });
});

describe('the ESP range of every product type', () => {
  const families: Array<[string, SelectionModelData[], number]> = [
    ['fan coils', fanCoilModels, ProductType.FanCoil],
    ['blower coils and air handlers', blowerCoilModels, ProductType.AirHandler],
    ['ECO units', ecoModels, ProductType.ECO],
    ['water source heat pumps', heatPumpModels, ProductType.WSHP],
  ];
  const evaluate = (models: SelectionModelData[], espInWg: number) => {
    const model = models[0] as SelectionModelData;
    return model.HeatPumpRating
      ? selectHeatPump(heatPumpInput({ EspInWg: espInWg }), model)
      : selectCoilUnit(coilInput({ EspInWg: espInWg }), model);
  };

  it.each(families)(
    '%s: fires just above the class range from the one table and not at it',
    (units, models, type) => {
      const code = espRangeLimitOf(type) as EngineeringLimitCode;
      const top = ENGINEERING_LIMITS[code].Value;
      expect(models.every((model) => model.ProductTypeId === type)).toBe(true);
      expect(limit(evaluate(models, top), 'EspAboveClassRange')).toBeUndefined();
      const above = limit(evaluate(models, top + 0.01), 'EspAboveClassRange');
      expect(above?.Severity).toBe('Warning');
      expect(above?.Message).toContain(`exceeds the ${top} in. w.g. range of ${units}`);
    },
  );

  it('echoes the ESP to 0.001 in. so a value typed in Pa reads back as typed in SI', () => {
    const typed = 150 / 249.082;
    const result = selectCoilUnit(coilInput({ EspInWg: typed }), modelBySize(fanCoilModels, '06'));
    const message = limit(result, 'EspAboveClassRange')?.Message ?? '';
    expect(message).toMatch(/^ESP 0\.602 in\. w\.g\. exceeds the 0\.5 in\. w\.g\. range/);
    expect(localizeMessage(message, 'SI')).toMatch(/^ESP 150 Pa exceeds the 125 Pa range of fan coils/);
    expect(localizeMessage(limit(result, 'AirflowNotMet')?.Message ?? '', 'SI')).toContain('at 150 Pa ESP');
  });

  it('is said even when the candidate ends early (an ECO unit has no PSC fan)', () => {
    const result = selectCoilUnit(
      coilInput({ EspInWg: 1, MotorType: AirMotorType.PSC }),
      modelBySize(ecoModels, '06'),
    );
    expect(result.FanOperatingPoint).toBeNull();
    expect(result.Warnings.map((warning) => warning.Code)).toEqual(['NoFanProfile', 'EspAboveClassRange']);
  });

  it('ECO and heat pump ranges are what their fan curves give: 90 % of nominal airflow on the best size, to 0.05 in.', () => {
    // No class of these types publishes its range, so the table takes it from the fan curves: the
    // highest ESP at which a high tap still delivers within the AirflowNotMet tolerance.
    const derived = (models: SelectionModelData[]) => {
      let best = 0;
      for (const model of models) {
        const coil = mainCoils(model).find((candidate) => candidate.Rows === 3);
        for (const profile of model.AirFlowProfiles) {
          const tap = profile.Taps.find((candidate) => candidate.FanSpeed === AirFanSpeed.High);
          if (!tap) continue;
          const shortfall = (espInWg: number) => {
            const point = fanOperatingPoint(tap, {
              EspInWg: espInWg,
              NominalCfm: model.NominalCfm,
              Coils: coil ? [{ Profile: coil, Wet: true }] : [],
              Filter: model.FilterPressureDrops[0] ?? null,
            });
            const share = 1 - ENGINEERING_LIMITS.AirflowNotMet.Value / 100;
            if (typeof point === 'string') return point === 'below' ? -1 : 1;
            return point.Cfm - share * model.NominalCfm;
          };
          const esp = findRoot(shortfall, 0, 2, 1e-6);
          if (esp !== null) best = Math.max(best, esp);
        }
      }
      return Math.floor(best / 0.05) * 0.05;
    };
    expect(derived(ecoModels)).toBeCloseTo(ENGINEERING_LIMITS.EspAboveEcoRange.Value, 6);
    expect(derived(heatPumpModels)).toBeCloseTo(ENGINEERING_LIMITS.EspAboveHeatPumpRange.Value, 6);
  });
});

describe('tube size per coil and the heat pump water passage', () => {
  it('velocity and Reynolds number follow each coil’s own tube inside diameter', () => {
    const model = modelBySize(fanCoilModels, '04');
    const input = coilInput({ Cooling: { FluidGpm: 6.54 } });
    const threeRow = (candidate: SelectionModelData) => selectCoilUnit(input, candidate, 3);
    const standard = threeRow(model);
    expect(mainCoils(model).every((coil) => coil.TubeInsideDiameterIn === TUBE_INSIDE_DIAMETER_IN)).toBe(
      true,
    );
    expect(limit(standard, 'TubeVelocityHigh')?.Message).toMatch(
      /\(2 circuits of 0\.347 in\. ID\): erosion\.$/,
    );
    // The same coil with 0.5 in. ID tubes: 0.347²/0.5² of the velocity, below 6 ft/s.
    const wider: SelectionModelData = {
      ...model,
      CoilProfiles: model.CoilProfiles.map((coil) => ({ ...coil, TubeInsideDiameterIn: 0.5 })),
    };
    const velocity = (gpm: number, diameter: number) => tubeVelocityFtPerS(gpm, 2, diameter);
    expect(velocity(6.54, 0.347)).toBeGreaterThan(6);
    expect(velocity(6.54, 0.5)).toBeLessThan(6);
    expect(limit(threeRow(wider), 'TubeVelocityHigh')).toBeUndefined();
  });

  it('each heat pump’s water passage carries its rated flow at about 3.5 ft/s: turbulent with water', () => {
    for (const model of heatPumpModels) {
      const rating = model.HeatPumpRating as HeatPumpRating;
      expect(tubeVelocityFtPerS(rating.RatedGpm, 1, rating.WaterPassageDiameterIn)).toBeCloseTo(3.5, 0);
      const result = selectHeatPump(heatPumpInput({ FluidGpm: rating.RatedGpm }), model);
      expect(result.Warnings.filter(isEngineeringLimitWarning)).toEqual([]);
    }
  });

  it('a heat pump with 40 % propylene glycol at low flow on a ground loop runs laminar, and says so', () => {
    const model = modelBySize(heatPumpModels, '036');
    const rating = model.HeatPumpRating as HeatPumpRating;
    const result = selectHeatPump(
      heatPumpInput({
        Application: 'GroundLoop',
        FluidType: FluidType.Propylene,
        GlycolPercent: 40,
        CoolingEnteringFluidF: 77,
        HeatingEnteringFluidF: 32,
        FluidGpm: rating.MinGpm,
      }),
      model,
    );
    expect(result.HeatingMbh).not.toBeNull();
    expect(limit(result, 'TubeFlowLaminar')?.Message).toMatch(
      /^Laminar flow in the heat exchanger’s water passage with glycol: Reynolds number [\d,]+ is below 2300 \(\d\.\d ft\/s, 1\.02 in\. ID\)/,
    );
  });

  it('the heat pump laminar warning fires just below Reynolds 2300 and not above it', () => {
    const model = modelBySize(heatPumpModels, '036');
    const rating = model.HeatPumpRating as HeatPumpRating;
    const input = (gpm: number) =>
      heatPumpInput({
        Application: 'GroundLoop',
        FluidType: FluidType.Propylene,
        GlycolPercent: 40,
        CoolingEnteringFluidF: 77,
        HeatingEnteringFluidF: 32,
        FluidGpm: gpm,
      });
    const laminar = (gpm: number) =>
      limit(selectHeatPump(input(gpm), model), 'TubeFlowLaminar') !== undefined;
    // Bisection on the flow for where the warning starts.
    let low = rating.MinGpm;
    let high = rating.MaxGpm;
    expect(laminar(low)).toBe(true);
    expect(laminar(high)).toBe(false);
    for (let step = 0; step < 40; step++) {
      const middle = (low + high) / 2;
      if (laminar(middle)) low = middle;
      else high = middle;
    }
    // At the edge the Reynolds number of the result's own water (the colder mode's mean) is 2300.
    const edge = selectHeatPump(input(high), model);
    const heatingMean = (32 + (edge.HeatingLeavingFluidF as number)) / 2;
    const velocity = tubeVelocityFtPerS(high, 1, rating.WaterPassageDiameterIn);
    const reynolds = tubeReynolds(
      velocity,
      { FluidType: FluidType.Propylene, GlycolPercent: 40 },
      heatingMean,
      rating.WaterPassageDiameterIn,
    );
    // The result's leaving temperature is rounded to 0.1 °F: the Reynolds number is 2300 within 0.5 %.
    expect(Math.abs(reynolds / ENGINEERING_LIMITS.TubeFlowLaminar.Value - 1)).toBeLessThan(0.005);
    expect(limit(edge, 'TubeFlowTransitional')?.Severity).toBe('Info');
  });
});
