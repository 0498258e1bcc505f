import { describe, expect, it } from 'vitest';
import { fluidProperties, heatFactorPerGpm } from './glycol.ts';
import { type CoilProfile, FluidType, SelectionMethod } from './selection-schemas.ts';
import { SelectionWarningCode } from './selection-warnings.ts';
import {
  allWaterCoilModels,
  DOMAIN_FAN_COIL_RATINGS,
  fanCoilModels,
  fluidSide,
  modelBySize,
} from './test-fixtures.ts';
import { type CoilConditions, calibrateCoil, coilFluidPressureDropFt, evaluateCoil } from './water-coil.ts';

const allCoils = allWaterCoilModels.flatMap((model) => model.CoilProfiles);
const _coolingCoils = allCoils.filter((coil) => coil.Duty === 'Cooling');

function atRating(coil: CoilProfile): CoilConditions {
  const cooling = coil.Duty === 'Cooling';
  return {
    Duty: coil.Duty,
    Cfm: coil.RatedCfm,
    AltitudeFt: 0,
    EnteringDbF: coil.RatedEnteringDbF,
    EnteringWbF: coil.RatedEnteringWbF,
    Fluid: fluidSide({
      SelectionMethod: SelectionMethod.LeavingFluidTemp,
      EnteringFluidF: coil.RatedEnteringFluidF,
      FluidGpm: null,
      LeavingFluidF: coil.RatedEnteringFluidF + (cooling ? 1 : -1) * coil.RatedFluidDeltaTF,
    }),
  };
}

const total = (coil: CoilProfile, conditions: CoilConditions) =>
  evaluateCoil(coil, conditions).Performance.TotalMbh as number;

describe('water coil at its rating point', () => {
  it('carries docs/domain.md’s 3-row fan coil ratings', () => {
    for (const [size, rating] of Object.entries(DOMAIN_FAN_COIL_RATINGS)) {
      const coil = modelBySize(fanCoilModels, size).CoilProfiles.find(
        (c) => c.Duty === 'Cooling' && c.Rows === 3,
      );
      expect(coil?.RatedTotalMbh).toBe(rating.TotalMbh);
      expect(coil?.RatedSensibleMbh).toBe(rating.SensibleMbh);
    }
  });

  it('reproduces every reference coil’s rated total and sensible capacity within 2 %', () => {
    // 16 models (fan coil, blower coil, ECO) × 2-, 3-, 4-row cooling and 1-, 2-row heating coils.
    expect(allCoils.length).toBe(80);
    for (const coil of allCoils) {
      expect(calibrateCoil(coil).Reproduced).toBe(true);
      const { Performance: performance, Warnings: warnings } = evaluateCoil(coil, atRating(coil));
      expect(warnings).toEqual([]);
      expect(Math.abs((performance.TotalMbh as number) / coil.RatedTotalMbh - 1)).toBeLessThan(0.02);
      if (coil.RatedSensibleMbh !== null) {
        expect(Math.abs((performance.SensibleMbh as number) / coil.RatedSensibleMbh - 1)).toBeLessThan(0.02);
      }
      // The rated water flow (Q = 500 · gpm · ΔT, with water's ρ·cp at its mean temperature) comes back,
      // and with it the rated water pressure drop.
      const meanWater =
        coil.RatedEnteringFluidF + (coil.Duty === 'Cooling' ? 1 : -1) * (coil.RatedFluidDeltaTF / 2);
      const factor = heatFactorPerGpm(fluidProperties(FluidType.Water, 0, meanWater));
      const ratedGpm = (coil.RatedTotalMbh * 1000) / (factor * coil.RatedFluidDeltaTF);
      expect(Math.abs((performance.FluidGpm as number) / ratedGpm - 1)).toBeLessThan(0.02);
      expect(Math.abs((performance.FluidPdFt as number) / coil.RatedFluidPdFt - 1)).toBeLessThan(0.02);
    }
  });
});

describe('water coil selection methods, fluids and ranges', () => {
  const coil = modelBySize(fanCoilModels, '06').CoilProfiles.find(
    (c) => c.Duty === 'Cooling' && c.Rows === 3,
  ) as CoilProfile;
  const base: CoilConditions = {
    Duty: 'Cooling',
    Cfm: 600,
    AltitudeFt: 0,
    EnteringDbF: 78,
    EnteringWbF: 65,
    Fluid: fluidSide({ EnteringFluidF: 44, FluidGpm: 4 }),
  };

  it('finds the flow that gives the leaving fluid temperature asked for', () => {
    const byTemperature = (leaving: number) =>
      evaluateCoil(coil, {
        ...base,
        Fluid: fluidSide({
          SelectionMethod: SelectionMethod.LeavingFluidTemp,
          EnteringFluidF: 44,
          FluidGpm: null,
          LeavingFluidF: leaving,
        }),
      });
    const twelve = byTemperature(56).Performance;
    expect(twelve.LeavingFluidF as number).toBeCloseTo(56, 3);
    const waterSide = (twelve.FluidGpm as number) * 500 * 12;
    expect(Math.abs(waterSide / ((twelve.TotalMbh as number) * 1000) - 1)).toBeLessThan(0.01);
    // A smaller rise needs more water and gives more capacity.
    const eight = byTemperature(52).Performance;
    expect(eight.FluidGpm as number).toBeGreaterThan(twelve.FluidGpm as number);
    expect(eight.TotalMbh as number).toBeGreaterThan(twelve.TotalMbh as number);
    // A 1 °F rise would need more water than the coil is rated for: a warning, no numbers.
    const one = byTemperature(45);
    expect(one.Warnings.map((w) => w.Code)).toEqual([SelectionWarningCode.GpmOutOfRange]);
    expect(one.Performance.TotalMbh).toBeNull();
  });

  it('gives less capacity with glycol than with water at the same flow, and more pressure drop', () => {
    const water = evaluateCoil(coil, base).Performance;
    for (const [fluidType, percent] of [
      [FluidType.Ethylene, 30],
      [FluidType.Propylene, 30],
    ] as const) {
      const glycol = evaluateCoil(coil, {
        ...base,
        Fluid: fluidSide({ EnteringFluidF: 44, FluidGpm: 4, FluidType: fluidType, GlycolPercent: percent }),
      }).Performance;
      expect(glycol.TotalMbh as number).toBeLessThan(water.TotalMbh as number);
      expect(glycol.FluidPdFt as number).toBeGreaterThan(water.FluidPdFt as number);
    }
    const heatingWater = {
      ...base,
      Duty: 'Heating' as const,
      EnteringDbF: 70,
      EnteringWbF: null,
      Fluid: fluidSide({ EnteringFluidF: 140, FluidGpm: 2 }),
    };
    const heatingGlycol = {
      ...heatingWater,
      Fluid: fluidSide({
        EnteringFluidF: 140,
        FluidGpm: 2,
        FluidType: FluidType.Propylene,
        GlycolPercent: 40,
      }),
    };
    expect(total(coil, heatingGlycol)).toBeLessThan(total(coil, heatingWater));
  });

  it('scales the fluid pressure drop with flow^1.8 and the wet coil’s air pressure drop by 1.3', () => {
    const ratio =
      coilFluidPressureDropFt(coil, 8, FluidType.Water, 0, 50) /
      coilFluidPressureDropFt(coil, 4, FluidType.Water, 0, 50);
    expect(ratio).toBeCloseTo(2 ** 1.8, 6);
    const wet = evaluateCoil(coil, base).Performance;
    const dry = evaluateCoil(coil, { ...base, EnteringWbF: 50 }).Performance;
    expect(wet.SensibleMbh as number).toBeLessThan(wet.TotalMbh as number);
    expect(dry.SensibleMbh).toBe(dry.TotalMbh);
    expect((wet.AirPdInWg as number) / (dry.AirPdInWg as number)).toBeCloseTo(1.3, 6);
  });

  it('loses capacity at altitude (thinner air at the same cfm)', () => {
    expect(total(coil, { ...base, AltitudeFt: 6000 })).toBeLessThan(total(coil, base));
  });

  it('gives a warning and no numbers for inputs outside the rated range', () => {
    const cases: Array<[CoilConditions, string]> = [
      [{ ...base, Cfm: coil.MaxCfm + 1 }, SelectionWarningCode.CfmOutOfRange],
      [{ ...base, Cfm: coil.MinCfm - 1 }, SelectionWarningCode.CfmOutOfRange],
      [
        { ...base, Fluid: fluidSide({ EnteringFluidF: 44, FluidGpm: coil.MaxGpm * 1.01 }) },
        SelectionWarningCode.GpmOutOfRange,
      ],
      [
        {
          ...base,
          Fluid: fluidSide({
            EnteringFluidF: 30,
            FluidGpm: 4,
            FluidType: FluidType.Ethylene,
            GlycolPercent: 30,
          }),
        },
        SelectionWarningCode.EnteringFluidOutOfRange,
      ],
      [
        { ...base, Fluid: fluidSide({ EnteringFluidF: 85, FluidGpm: 4 }) },
        SelectionWarningCode.EnteringFluidOutOfRange,
      ],
      [{ ...base, EnteringWbF: 79, EnteringDbF: 75 }, SelectionWarningCode.EnteringAirOutOfRange],
      [{ ...base, EnteringDbF: 110, EnteringWbF: 70 }, SelectionWarningCode.EnteringAirOutOfRange],
      [
        { ...base, Fluid: fluidSide({ EnteringFluidF: 44, FluidGpm: null }) },
        SelectionWarningCode.FluidInputMissing,
      ],
      [
        {
          ...base,
          Fluid: fluidSide({
            SelectionMethod: SelectionMethod.LeavingFluidTemp,
            EnteringFluidF: 44,
            FluidGpm: null,
            LeavingFluidF: 40,
          }),
        },
        SelectionWarningCode.LeavingFluidOutOfRange,
      ],
      [
        {
          ...base,
          Duty: 'Heating',
          EnteringDbF: 70,
          EnteringWbF: null,
          Fluid: fluidSide({ EnteringFluidF: 65, FluidGpm: 2 }),
        },
        SelectionWarningCode.EnteringFluidOutOfRange,
      ],
    ];
    for (const [conditions, code] of cases) {
      const { Performance: performance, Warnings: warnings } = evaluateCoil(coil, conditions);
      expect(warnings.map((w) => w.Code)).toContain(code);
      expect(warnings.every((w) => w.Message.length > 20)).toBe(true);
      const numbers = Object.entries(performance).filter(([key]) => key !== 'Duty' && key !== 'Rows');
      expect(numbers.every(([, value]) => value === null)).toBe(true);
    }
  });

  it('refuses water too close to freezing even inside a coil’s fluid range', () => {
    const lowRange = { ...coil, MinEnteringFluidF: 20 };
    const water = evaluateCoil(lowRange, { ...base, Fluid: fluidSide({ EnteringFluidF: 34, FluidGpm: 4 }) });
    expect(water.Warnings.map((w) => w.Code)).toEqual([SelectionWarningCode.FluidFreezeRisk]);
    expect(water.Performance.TotalMbh).toBeNull();
    const glycol = evaluateCoil(lowRange, {
      ...base,
      Fluid: fluidSide({ EnteringFluidF: 34, FluidGpm: 4, FluidType: FluidType.Ethylene, GlycolPercent: 25 }),
    });
    expect(glycol.Warnings).toEqual([]);
    expect(glycol.Performance.TotalMbh as number).toBeGreaterThan(0);
  });
});
