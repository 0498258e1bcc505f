import { describe, expect, it } from 'vitest';
import { isEngineeringLimitWarning } from './engineering-limits.ts';
import {
  CONDENSATE_CARRY_OVER_FPM,
  FACE_VELOCITY_LIMIT_FPM,
  selectCoilUnit,
  selectCoilUnits,
} from './select-coil-units.ts';
import {
  AirFanSpeed,
  AirMotorType,
  CoilConfiguration,
  ConfigurationType,
  FilterMethod,
  type SelectionModelData,
  type SelectionWarning,
} from './selection-schemas.ts';
import { SelectionWarningCode } from './selection-warnings.ts';
import { blowerCoilModels, coilInput, ecoModels, fanCoilModels, modelBySize } from './test-fixtures.ts';

// Rated-range and data warnings; engineering limits (engineering-limits.test.ts) are tested there.
const codes = (result: { Warnings: SelectionWarning[] }) =>
  result.Warnings.filter((warning) => !isEngineeringLimitWarning(warning)).map((warning) => warning.Code);
const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('fan coil selection over every candidate', () => {
  const results = selectCoilUnits(coilInput(), fanCoilModels);

  it('gives one result per model and cooling-coil rows, by model then rows', () => {
    expect(results).toHaveLength(7 * 3);
    expect(results.map((result) => `${result.UnitSize}/${result.Cooling?.Rows}`)).toEqual(
      ['02', '03', '04', '06', '08', '10', '12'].flatMap((size) =>
        [2, 3, 4].map((rows) => `${size}/${rows}`),
      ),
    );
    for (const result of results) {
      expect(result.FanSpeed).toBe(AirFanSpeed.High);
      expect(result.MotorType).toBe(AirMotorType.PSC);
      expect(codes(result)).toEqual([]);
      expect(result.MeetsTarget).toBe(true);
      // 4-pipe with no heat coil rows chosen: the largest (2-row) heating coil.
      expect(result.Heating?.Rows).toBe(2);
      expect(result.Heating?.LeavingFluidF).toBe(160);
    }
  });

  it('rounds in one place: MBH and °F to 0.1, gpm and ft to 0.01, in. w.c. to 0.001, watts and cfm to 1', () => {
    for (const result of results) {
      const cooling = result.Cooling as NonNullable<typeof result.Cooling>;
      const point = result.FanOperatingPoint as NonNullable<typeof result.FanOperatingPoint>;
      for (const value of [
        cooling.TotalMbh,
        cooling.SensibleMbh,
        cooling.LeavingDbF,
        cooling.LeavingWbF,
        cooling.LeavingFluidF,
      ])
        expect(decimals(value as number)).toBeLessThanOrEqual(1);
      for (const value of [cooling.FluidGpm, cooling.FluidPdFt])
        expect(decimals(value as number)).toBeLessThanOrEqual(2);
      for (const value of [cooling.AirPdInWg, point.EspInWg, point.TotalStaticInWg])
        expect(decimals(value as number)).toBeLessThanOrEqual(3);
      for (const value of [point.Cfm, point.FanWatts, point.FaceVelocityFpm])
        expect(Number.isInteger(value)).toBe(true);
    }
  });

  it('balances air and fluid side in the rounded results (1 % or the 0.1 MBH rounding)', () => {
    for (const result of results) {
      for (const coil of [result.Cooling, result.Heating]) {
        const fluid = coil?.FluidSideMbh as number;
        expect(Math.abs((coil?.AirSideMbh as number) - fluid)).toBeLessThanOrEqual(
          Math.max(0.01 * fluid, 0.1),
        );
      }
    }
  });

  it('gives more capacity with more rows and from bigger units', () => {
    for (let index = 0; index < results.length; index += 3) {
      const [two, three, four] = results
        .slice(index, index + 3)
        .map((result) => result.Cooling?.TotalMbh as number);
      expect(two).toBeLessThan(three as number);
      expect(three).toBeLessThan(four as number);
    }
    const threeRow = results
      .filter((result) => result.Cooling?.Rows === 3)
      .map((result) => result.Cooling?.TotalMbh as number);
    expect([...threeRow].sort((a, b) => a - b)).toEqual(threeRow);
  });

  it('is deterministic and limits the candidates to ProductModelIds', () => {
    expect(selectCoilUnits(coilInput(), fanCoilModels)).toEqual(results);
    const two = selectCoilUnits(
      coilInput({
        ProductModelIds: [
          fanCoilModels[1]?.ProductModelId as number,
          fanCoilModels[4]?.ProductModelId as number,
        ],
      }),
      fanCoilModels,
    );
    expect(new Set(two.map((result) => result.UnitSize))).toEqual(new Set(['03', '08']));
    expect(two).toHaveLength(6);
  });

  it('recomputes one model and rows the same way (Save), the largest-capacity coil without rows', () => {
    const model = modelBySize(fanCoilModels, '06');
    const fromList = results.find((result) => result.UnitSize === '06' && result.Cooling?.Rows === 3);
    expect(selectCoilUnit(coilInput(), model, 3)).toEqual(fromList);
    expect(selectCoilUnit(coilInput(), model).Cooling?.Rows).toBe(4);
    const missing = selectCoilUnit(coilInput(), model, 6);
    expect(codes(missing)).toContain(SelectionWarningCode.NoCoilProfile);
    expect(missing.Cooling?.TotalMbh).toBeNull();
  });
});

describe('fan coil selection inputs', () => {
  const model = modelBySize(fanCoilModels, '06');

  it('runs slower speeds and higher ESP at less air and less capacity', () => {
    const high = selectCoilUnit(coilInput(), model, 3);
    const low = selectCoilUnit(coilInput({ FanSpeed: AirFanSpeed.Low }), model, 3);
    const throttled = selectCoilUnit(coilInput({ EspInWg: 0.3 }), model, 3);
    for (const slower of [low, throttled]) {
      expect(slower.FanOperatingPoint?.Cfm as number).toBeLessThan(high.FanOperatingPoint?.Cfm as number);
      expect(slower.Cooling?.TotalMbh as number).toBeLessThan(high.Cooling?.TotalMbh as number);
    }
    const ecm = selectCoilUnit(coilInput({ MotorType: AirMotorType.ECM }), model, 3);
    expect(ecm.FanOperatingPoint?.FanWatts as number).toBeLessThan(
      high.FanOperatingPoint?.FanWatts as number,
    );
  });

  it('heats with the 2-pipe coil for hot water and changeover, and only cools for chilled water', () => {
    const hotWater = selectCoilUnit(
      coilInput({
        CoilConfiguration: CoilConfiguration.TwoPipe,
        ConfigurationType: ConfigurationType.HotWater,
      }),
      model,
      3,
    );
    expect(hotWater.Cooling).toBeNull();
    expect(hotWater.Heating?.Rows).toBe(3);
    expect(hotWater.Heating?.TotalMbh as number).toBeGreaterThan(0);
    const changeover = selectCoilUnit(
      coilInput({
        CoilConfiguration: CoilConfiguration.TwoPipe,
        ConfigurationType: ConfigurationType.Changeover,
      }),
      model,
      3,
    );
    expect(changeover.Cooling?.Rows).toBe(3);
    expect(changeover.Heating?.Rows).toBe(3);
    // One airflow per result, set by the design (cooling, wet coil) case: a little less air than dry.
    expect(changeover.FanOperatingPoint?.Cfm as number).toBeLessThan(
      hotWater.FanOperatingPoint?.Cfm as number,
    );
    expect(changeover.Heating?.TotalMbh as number).toBeLessThan(hotWater.Heating?.TotalMbh as number);
    const chilled = selectCoilUnit(
      coilInput({
        CoilConfiguration: CoilConfiguration.TwoPipe,
        ConfigurationType: ConfigurationType.ChilledWater,
      }),
      model,
      3,
    );
    expect(chilled.Heating).toBeNull();
    expect(chilled.Cooling?.TotalMbh as number).toBeGreaterThan(0);
    // A 3-row changeover coil heats far more than the 4-pipe reheat coil.
    const fourPipe = selectCoilUnit(coilInput(), model, 3);
    expect(hotWater.Heating?.TotalMbh as number).toBeGreaterThan(fourPipe.Heating?.TotalMbh as number);
  });

  it('heats a 4-pipe unit with its largest heating coil when no heat coil rows are chosen, without a warning', () => {
    const standard = selectCoilUnit(coilInput(), model, 3);
    const largest = Math.max(
      ...model.CoilProfiles.filter((coil) => coil.Duty === 'Heating').map((coil) => coil.Rows),
    );
    expect(standard.Heating?.Rows).toBe(largest);
    expect(codes(standard)).not.toContain(SelectionWarningCode.HeatCoilRowsSubstituted);
  });

  it('maps heat coil rows 1 and 2 to the 1-row and 2-row heating coils without a warning (ADR 0027)', () => {
    const one = selectCoilUnit(coilInput({ HeatCoilRows: 1 }), model, 3);
    expect(one.Heating?.Rows).toBe(1);
    expect(one.Heating?.TotalMbh as number).toBeGreaterThan(0);
    expect(codes(one)).not.toContain(SelectionWarningCode.HeatCoilRowsSubstituted);
    const two = selectCoilUnit(coilInput({ HeatCoilRows: 2 }), model, 3);
    expect(two.Heating?.Rows).toBe(2);
    expect(codes(two)).not.toContain(SelectionWarningCode.HeatCoilRowsSubstituted);
    expect(two.Heating?.TotalMbh as number).toBeGreaterThan(one.Heating?.TotalMbh as number);
  });

  it('matches a catalog with 3- and 4-row heating coils by the option label, else the nearest, and says so', () => {
    const heating = model.CoilProfiles.find(
      (coil) => coil.Duty === 'Heating' && coil.Rows === 2,
    ) as SelectionModelData['CoilProfiles'][number];
    const legacy: SelectionModelData = {
      ...model,
      CoilProfiles: [
        ...model.CoilProfiles.filter((coil) => coil.Duty === 'Cooling'),
        { ...heating, CoilProfileId: 9998, Rows: 3 },
        { ...heating, CoilProfileId: 9999, Rows: 4 },
      ],
    };
    const three = selectCoilUnit(coilInput({ HeatCoilRows: 1 }), legacy, 3);
    expect(three.Heating?.Rows).toBe(3);
    expect(codes(three)).toEqual([]);
    const onlyOneRow: SelectionModelData = {
      ...model,
      CoilProfiles: model.CoilProfiles.filter((coil) => coil.Duty === 'Cooling' || coil.Rows === 1),
    };
    const substituted = selectCoilUnit(coilInput({ HeatCoilRows: 2 }), onlyOneRow, 3);
    expect(substituted.Heating?.Rows).toBe(1);
    expect(codes(substituted)).toEqual([SelectionWarningCode.HeatCoilRowsSubstituted]);
    expect(substituted.Warnings[0]?.Message).toContain('no 2-row heating coil');
  });

  it('adds electric heat the model offers and warns about one it does not', () => {
    const threeKw = selectCoilUnit(coilInput({ ElectricHeatCapacity: 1 }), model, 3);
    expect(threeKw.ElectricHeatMbh).toBe(10.2);
    const small = selectCoilUnit(coilInput({ ElectricHeatCapacity: 2 }), modelBySize(fanCoilModels, '02'), 3);
    expect(small.ElectricHeatMbh).toBeNull();
    expect(codes(small)).toEqual([SelectionWarningCode.ElectricHeatUnavailable]);
    expect(small.Cooling?.TotalMbh as number).toBeGreaterThan(0);
  });

  it('meets a leaving-air or capacity target only when the numbers do', () => {
    const lat = selectCoilUnits(
      coilInput({ Cooling: { FilterMethod: FilterMethod.LAT, FilterTarget: 58 } }),
      fanCoilModels,
    );
    expect(lat.some((result) => result.MeetsTarget)).toBe(true);
    expect(lat.some((result) => !result.MeetsTarget)).toBe(true);
    for (const result of lat) expect(result.MeetsTarget).toBe((result.Cooling?.LeavingDbF as number) <= 58);
    const capacity = selectCoilUnits(
      coilInput({ Heating: { FilterMethod: FilterMethod.Capacity, FilterTarget: 20 } }),
      fanCoilModels,
    );
    for (const result of capacity)
      expect(result.MeetsTarget).toBe((result.Heating?.TotalMbh as number) >= 20);
    const heatingLat = selectCoilUnits(
      coilInput({ Heating: { FilterMethod: FilterMethod.LAT, FilterTarget: 100 } }),
      fanCoilModels,
    );
    for (const result of heatingLat)
      expect(result.MeetsTarget).toBe((result.Heating?.LeavingDbF as number) >= 100);
  });

  it('warns about face velocity above 500 fpm and condensate carry-over, keeping the numbers', () => {
    const tight: SelectionModelData = {
      ...model,
      CoilProfiles: model.CoilProfiles.map((coil) => ({ ...coil, FaceAreaSqFt: coil.FaceAreaSqFt / 1.6 })),
    };
    const result = selectCoilUnit(coilInput({ EspInWg: 0 }), tight, 3);
    const velocity = result.FanOperatingPoint?.FaceVelocityFpm as number;
    expect(velocity).toBeGreaterThan(CONDENSATE_CARRY_OVER_FPM);
    expect(codes(result)).toEqual([
      SelectionWarningCode.FaceVelocityHigh,
      SelectionWarningCode.CondensateCarryOver,
    ]);
    expect(result.Cooling?.TotalMbh as number).toBeGreaterThan(0);
    const normal = selectCoilUnit(coilInput({ EspInWg: 0 }), model, 3);
    expect(normal.FanOperatingPoint?.FaceVelocityFpm as number).toBeLessThan(FACE_VELOCITY_LIMIT_FPM);
    expect(codes(normal)).toEqual([]);
  });

  it('gives warnings and no numbers when an input is outside the rated range', () => {
    const starved = selectCoilUnit(coilInput({ FanSpeed: AirFanSpeed.Low, EspInWg: 1.5 }), model, 3);
    expect(codes(starved)).toContain(SelectionWarningCode.CfmOutOfRange);
    expect(starved.Cooling?.TotalMbh).toBeNull();
    expect(starved.Heating?.TotalMbh).toBeNull();
    expect(starved.MeetsTarget).toBe(false);
    const flood = selectCoilUnit(coilInput({ Cooling: { FluidGpm: 40 } }), model, 3);
    expect(codes(flood)).toEqual([SelectionWarningCode.GpmOutOfRange]);
    expect(flood.Cooling?.TotalMbh).toBeNull();
    expect(flood.Heating?.TotalMbh as number).toBeGreaterThan(0);
    const humid = selectCoilUnit(coilInput({ CoolingEnteringDbF: 75, CoolingEnteringWbF: 77 }), model, 3);
    expect(codes(humid)).toEqual([SelectionWarningCode.EnteringAirOutOfRange]);
    expect(humid.Cooling?.LeavingDbF).toBeNull();
  });

  it('says when a model has no fan for the motor (ECO units are ECM only)', () => {
    const psc = selectCoilUnits(coilInput(), ecoModels);
    expect(psc).toHaveLength(ecoModels.length * 3);
    for (const result of psc) {
      expect(codes(result)).toEqual([SelectionWarningCode.NoFanProfile]);
      expect(result.FanOperatingPoint).toBeNull();
      expect(result.Cooling?.TotalMbh).toBeNull();
    }
    const ecm = selectCoilUnits(coilInput({ MotorType: AirMotorType.ECM }), ecoModels);
    for (const result of ecm) expect(result.Cooling?.TotalMbh as number).toBeGreaterThan(0);
  });

  it('selects blower coils and air handlers the same way', () => {
    const results = selectCoilUnits(
      coilInput({ EspInWg: 0.5, Cooling: { SelectionMethod: 2, FluidGpm: null, LeavingFluidF: 57 } }),
      blowerCoilModels,
    );
    expect(results).toHaveLength(blowerCoilModels.length * 3);
    for (const result of results) {
      expect(codes(result)).toEqual([]);
      expect(result.Cooling?.LeavingFluidF).toBe(57);
    }
  });
});
