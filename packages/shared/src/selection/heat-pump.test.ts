import { describe, expect, it } from 'vitest';
import {
  type HeatPumpConditions,
  heatPumpPerformance,
  ISO_13256_ENTERING_AIR,
  iso13256Conditions,
} from './heat-pump.ts';
import { FluidType, type HeatPumpRating } from './selection-schemas.ts';
import { SelectionWarningCode } from './selection-warnings.ts';
import { DOMAIN_HEAT_PUMP_RATINGS, heatPumpModels, modelBySize } from './test-fixtures.ts';

const ratingOf = (size: string) => modelBySize(heatPumpModels, size).HeatPumpRating as HeatPumpRating;

function atRating(rating: HeatPumpRating, overrides: Partial<HeatPumpConditions> = {}): HeatPumpConditions {
  return {
    Cfm: rating.RatedCfm,
    AltitudeFt: 0,
    CoolingEnteringDbF: ISO_13256_ENTERING_AIR.CoolingDbF,
    CoolingEnteringWbF: ISO_13256_ENTERING_AIR.CoolingWbF,
    HeatingEnteringDbF: ISO_13256_ENTERING_AIR.HeatingDbF,
    CoolingEnteringFluidF: iso13256Conditions.WaterLoop.CoolingEwtF,
    HeatingEnteringFluidF: iso13256Conditions.WaterLoop.HeatingEwtF,
    FluidGpm: rating.RatedGpm,
    FluidType: FluidType.Water,
    GlycolPercent: 0,
    ...overrides,
  };
}

describe('water source heat pump (ISO 13256-1)', () => {
  it('carries docs/domain.md’s water-loop ratings and reproduces them within 2 % at the rating point', () => {
    for (const [size, domain] of Object.entries(DOMAIN_HEAT_PUMP_RATINGS)) {
      const rating = ratingOf(size);
      expect(rating.RatedCoolingMbh).toBe(domain.CoolingMbh);
      expect(rating.RatedEer).toBe(domain.Eer);
      expect(rating.RatedCfm).toBe(domain.Cfm);
      // About 3 gpm per ton.
      expect(rating.RatedGpm / (rating.RatedCoolingMbh / 12)).toBeGreaterThan(2.7);
      expect(rating.RatedGpm / (rating.RatedCoolingMbh / 12)).toBeLessThan(3.3);
      const result = heatPumpPerformance(rating, atRating(rating));
      expect(result.Warnings).toEqual([]);
      const cooling = result.Cooling as NonNullable<typeof result.Cooling>;
      const heating = result.Heating as NonNullable<typeof result.Heating>;
      expect(Math.abs(cooling.TotalMbh / rating.RatedCoolingMbh - 1)).toBeLessThan(0.02);
      expect(Math.abs(cooling.Eer / rating.RatedEer - 1)).toBeLessThan(0.02);
      expect(
        Math.abs(cooling.SensibleMbh / (rating.RatedCoolingMbh * rating.RatedSensibleRatio) - 1),
      ).toBeLessThan(0.02);
      expect(Math.abs(heating.Mbh / rating.RatedHeatingMbh - 1)).toBeLessThan(0.02);
      expect(Math.abs(heating.Cop / rating.RatedCop - 1)).toBeLessThan(0.02);
      // The rated drop is at cooling's 86 °F water; heating's 68 °F water is more viscous, and the
      // larger of the two is what the pump sees.
      expect(result.FluidPdFt as number).toBeGreaterThanOrEqual(rating.RatedFluidPdFt);
      expect(result.FluidPdFt as number).toBeLessThan(rating.RatedFluidPdFt * 1.1);
    }
  });

  it('rejects the compressor heat to the water in cooling and takes it from the water in heating', () => {
    const rating = ratingOf('024');
    const result = heatPumpPerformance(rating, atRating(rating));
    const cooling = result.Cooling as NonNullable<typeof result.Cooling>;
    const heating = result.Heating as NonNullable<typeof result.Heating>;
    const rejected = (cooling.LeavingFluidF - 86) * rating.RatedGpm * 500;
    expect(rejected / (cooling.TotalMbh * 1000 + cooling.PowerKw * 3412.14)).toBeCloseTo(1, 1);
    const absorbed = (68 - heating.LeavingFluidF) * rating.RatedGpm * 500;
    expect(absorbed / (heating.Mbh * 1000 - heating.PowerKw * 3412.14)).toBeCloseTo(1, 1);
    expect(cooling.LeavingDbF).toBeLessThan(ISO_13256_ENTERING_AIR.CoolingDbF);
    expect(cooling.LeavingWbF).toBeLessThan(cooling.LeavingDbF);
    expect(heating.LeavingDbF).toBeGreaterThan(ISO_13256_ENTERING_AIR.HeatingDbF);
  });

  it('follows the ISO 13256-1 applications: ground water beats the water loop, ground loop heating needs antifreeze', () => {
    const rating = ratingOf('036');
    const loop = heatPumpPerformance(rating, atRating(rating));
    const groundWater = heatPumpPerformance(
      rating,
      atRating(rating, { CoolingEnteringFluidF: 59, HeatingEnteringFluidF: 50 }),
    );
    expect(groundWater.Cooling?.Eer as number).toBeGreaterThan((loop.Cooling?.Eer as number) * 1.2);
    expect(groundWater.Heating?.Mbh as number).toBeLessThan(loop.Heating?.Mbh as number);
    const groundLoopWater = heatPumpPerformance(
      rating,
      atRating(rating, { CoolingEnteringFluidF: 77, HeatingEnteringFluidF: 32 }),
    );
    expect(groundLoopWater.Heating).toBeNull();
    expect(groundLoopWater.Warnings.map((w) => w.Code)).toEqual([SelectionWarningCode.FluidFreezeRisk]);
    expect(groundLoopWater.Cooling?.Eer as number).toBeGreaterThan(loop.Cooling?.Eer as number);
    const groundLoopGlycol = heatPumpPerformance(
      rating,
      atRating(rating, {
        CoolingEnteringFluidF: 77,
        HeatingEnteringFluidF: 32,
        FluidType: FluidType.Ethylene,
        GlycolPercent: 20,
      }),
    );
    expect(groundLoopGlycol.Warnings).toEqual([]);
    expect(groundLoopGlycol.Heating?.Cop as number).toBeLessThan(loop.Heating?.Cop as number);
    expect(groundLoopGlycol.Heating?.Cop as number).toBeGreaterThan(2.5);
  });

  it('gives less capacity with glycol than with water at the same flow', () => {
    const rating = ratingOf('024');
    const water = heatPumpPerformance(rating, atRating(rating, { HeatingEnteringFluidF: 50 }));
    for (const fluidType of [FluidType.Ethylene, FluidType.Propylene]) {
      const glycol = heatPumpPerformance(
        rating,
        atRating(rating, { HeatingEnteringFluidF: 50, FluidType: fluidType, GlycolPercent: 25 }),
      );
      expect(glycol.Cooling?.TotalMbh as number).toBeLessThan(water.Cooling?.TotalMbh as number);
      expect(glycol.Heating?.Mbh as number).toBeLessThan(water.Heating?.Mbh as number);
      expect(glycol.FluidPdFt as number).toBeGreaterThan(water.FluidPdFt as number);
    }
  });

  it('gives a warning and no numbers outside the rated range', () => {
    const rating = ratingOf('012');
    const flow = heatPumpPerformance(rating, atRating(rating, { FluidGpm: rating.MaxGpm + 0.5 }));
    expect(flow.Warnings.map((w) => w.Code)).toEqual([SelectionWarningCode.GpmOutOfRange]);
    expect([flow.Cooling, flow.Heating, flow.FluidPdFt]).toEqual([null, null, null]);
    const air = heatPumpPerformance(rating, atRating(rating, { Cfm: rating.MinCfm - 1 }));
    expect(air.Warnings.map((w) => w.Code)).toEqual([SelectionWarningCode.CfmOutOfRange]);
    expect(air.Cooling).toBeNull();
    // A cooling EWT above the rated range blocks cooling only.
    const hot = heatPumpPerformance(rating, atRating(rating, { CoolingEnteringFluidF: 120 }));
    expect(hot.Cooling).toBeNull();
    expect(hot.Heating?.Mbh as number).toBeGreaterThan(0);
    expect(hot.Warnings.map((w) => w.Code)).toEqual([SelectionWarningCode.EnteringFluidOutOfRange]);
    const humid = heatPumpPerformance(rating, atRating(rating, { CoolingEnteringWbF: 82 }));
    expect(humid.Cooling).toBeNull();
    expect(humid.Warnings.map((w) => w.Code)).toEqual([SelectionWarningCode.EnteringAirOutOfRange]);
  });
});
