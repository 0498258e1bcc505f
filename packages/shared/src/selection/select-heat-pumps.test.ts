import { describe, expect, it } from 'vitest';
import { selectHeatPump, selectHeatPumps } from './select-heat-pumps.ts';
import { AirFanSpeed, AirMotorType, FluidType, type HeatPumpRating } from './selection-schemas.ts';
import { SelectionWarningCode } from './selection-warnings.ts';
import {
  DOMAIN_HEAT_PUMP_RATINGS,
  fanCoilModels,
  heatPumpInput,
  heatPumpModels,
  modelBySize,
} from './test-fixtures.ts';

const codes = (result: { Warnings: Array<{ Code: string }> }) =>
  result.Warnings.map((warning) => warning.Code);

describe('water source heat pump selection', () => {
  it('at ISO 13256-1 water-loop conditions and rated flow gives each model its rated capacity and EER within 2 %', () => {
    for (const model of heatPumpModels) {
      const rating = model.HeatPumpRating as HeatPumpRating;
      // High speed against 0.15 in. ESP delivers about the rated airflow (how the reference fans are built).
      const [result] = selectHeatPumps(
        heatPumpInput({ FluidGpm: rating.RatedGpm, ProductModelIds: [model.ProductModelId] }),
        heatPumpModels,
      );
      if (!result) throw new Error('no result');
      expect(result.Warnings).toEqual([]);
      expect(Math.abs((result.FanOperatingPoint?.Cfm as number) / rating.RatedCfm - 1)).toBeLessThan(0.03);
      const domain = DOMAIN_HEAT_PUMP_RATINGS[model.UnitSize] as { CoolingMbh: number; Eer: number };
      expect(Math.abs((result.CoolingTotalMbh as number) / domain.CoolingMbh - 1)).toBeLessThan(0.02);
      expect(Math.abs((result.Eer as number) / domain.Eer - 1)).toBeLessThan(0.02);
      expect(Math.abs((result.HeatingMbh as number) / rating.RatedHeatingMbh - 1)).toBeLessThan(0.02);
      expect(result.CoolingLeavingFluidF as number).toBeGreaterThan(86);
      expect(result.HeatingLeavingFluidF as number).toBeLessThan(68);
    }
  });

  it('lists every candidate by size, or the ones asked for', () => {
    const all = selectHeatPumps(heatPumpInput(), [...heatPumpModels].reverse());
    expect(all.map((result) => result.UnitSize)).toEqual(['007', '012', '015', '024', '036', '048', '060']);
    // One water flow for all: the small and the large units are outside their rated flow range, and
    // the smallest's 0.47 in. water passage runs above the erosion velocity at it.
    expect(codes(all[0] as (typeof all)[number])).toEqual([
      SelectionWarningCode.GpmOutOfRange,
      'TubeVelocityHigh',
    ]);
    expect(all[0]?.CoolingTotalMbh).toBeNull();
    expect(all[1]?.CoolingTotalMbh).toBe(13);
    expect(codes(all[6] as (typeof all)[number])).toEqual([SelectionWarningCode.GpmOutOfRange]);
  });

  it('runs ECM fans on fewer watts and lower speeds on less air', () => {
    const model = modelBySize(heatPumpModels, '024');
    const input = heatPumpInput({ FluidGpm: 5.9 });
    const psc = selectHeatPump(input, model);
    const ecm = selectHeatPump({ ...input, MotorType: AirMotorType.ECM }, model);
    const low = selectHeatPump({ ...input, FanSpeed: AirFanSpeed.Low }, model);
    expect(ecm.FanOperatingPoint?.FanWatts as number).toBeLessThan(psc.FanOperatingPoint?.FanWatts as number);
    expect(low.FanOperatingPoint?.Cfm as number).toBeLessThan(psc.FanOperatingPoint?.Cfm as number);
    expect(low.CoolingTotalMbh as number).toBeLessThan(psc.CoolingTotalMbh as number);
  });

  it('gives less capacity with glycol than water and refuses ground-loop heating without antifreeze', () => {
    const model = modelBySize(heatPumpModels, '036');
    const groundLoop = heatPumpInput({
      Application: 'GroundLoop',
      CoolingEnteringFluidF: 77,
      HeatingEnteringFluidF: 32,
      FluidGpm: 9,
    });
    const water = selectHeatPump(groundLoop, model);
    expect(codes(water)).toEqual([SelectionWarningCode.FluidFreezeRisk]);
    expect(water.HeatingMbh).toBeNull();
    expect(water.CoolingTotalMbh as number).toBeGreaterThan(0);
    const glycol = selectHeatPump(
      { ...groundLoop, FluidType: FluidType.Propylene, GlycolPercent: 25 },
      model,
    );
    expect(glycol.Warnings).toEqual([]);
    expect(glycol.HeatingMbh as number).toBeGreaterThan(0);
    expect(glycol.CoolingTotalMbh as number).toBeLessThan(water.CoolingTotalMbh as number);
  });

  it('says when a candidate is not a heat pump or has no fan for the motor', () => {
    const [coilUnit] = selectHeatPumps(heatPumpInput(), [fanCoilModels[0] as (typeof fanCoilModels)[number]]);
    expect(codes(coilUnit as NonNullable<typeof coilUnit>)).toEqual([SelectionWarningCode.NoHeatPumpRating]);
    const model = modelBySize(heatPumpModels, '012');
    const noEcm = selectHeatPump(heatPumpInput(), {
      ...model,
      AirFlowProfiles: model.AirFlowProfiles.filter((profile) => profile.MotorType !== AirMotorType.ECM),
    });
    expect(
      codes(
        selectHeatPump(
          { ...heatPumpInput(), MotorType: AirMotorType.ECM },
          { ...model, AirFlowProfiles: [] },
        ),
      ),
    ).toEqual([SelectionWarningCode.NoFanProfile]);
    expect(noEcm.CoolingTotalMbh).toBe(13);
  });
});
