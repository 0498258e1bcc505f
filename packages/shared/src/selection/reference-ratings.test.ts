import { describe, expect, it } from 'vitest';
import { fanOperatingPoint, type SystemResistance } from './fan.ts';
import { referenceModelData, referenceUnitSizes } from './reference-ratings.ts';
import { FACE_VELOCITY_LIMIT_FPM } from './select-coil-units.ts';
import { AirFanSpeed, AirMotorType, selectionModelDataSchema } from './selection-schemas.ts';

describe('reference catalog (the database seed uses it)', () => {
  it('covers the sizes of every product type and fits the data contract', () => {
    expect(referenceUnitSizes.FanCoil).toEqual(['02', '03', '04', '06', '08', '10', '12']);
    expect(referenceUnitSizes.BlowerCoil).toEqual(['08', '12', '16', '20', '30']);
    expect(referenceUnitSizes.Eco).toEqual(['04', '06', '08', '12']);
    expect(referenceUnitSizes.Wshp).toEqual(['007', '012', '015', '024', '036', '048', '060']);
    let productModelId = 1;
    for (const [family, sizes] of Object.entries(referenceUnitSizes)) {
      for (const size of sizes) {
        const model = referenceModelData(family as keyof typeof referenceUnitSizes, size, productModelId++);
        expect(selectionModelDataSchema.parse(model)).toEqual(model);
        const ids = [
          ...model.CoilProfiles.map((coil) => coil.CoilProfileId),
          ...model.AirFlowProfiles.map((profile) => profile.AirFlowProfileId),
        ];
        expect(new Set(ids).size).toBe(ids.length);
        if (family === 'Wshp') {
          expect(model.CoilProfiles).toEqual([]);
          expect(model.HeatPumpRating?.RatedCfm).toBe(model.NominalCfm);
        } else {
          expect(model.NominalCfm).toBe(Number(size) * 100);
          expect(model.CoilProfiles.map((coil) => `${coil.Duty}${coil.Rows}`)).toEqual([
            'Cooling2',
            'Cooling3',
            'Cooling4',
            'Heating1',
            'Heating2',
          ]);
          for (const coil of model.CoilProfiles) {
            const faceVelocity = coil.RatedCfm / coil.FaceAreaSqFt;
            expect(faceVelocity).toBeGreaterThan(380);
            expect(faceVelocity).toBeLessThan(FACE_VELOCITY_LIMIT_FPM);
          }
        }
        expect(model.AirFlowProfiles.map((profile) => profile.MotorType)).toEqual(
          family === 'Eco' ? [AirMotorType.ECM] : [AirMotorType.PSC, AirMotorType.ECM],
        );
      }
    }
  });

  it('builds fans whose high speed delivers the rated airflow against the unit’s own wet coil and filter', () => {
    for (const family of ['FanCoil', 'BlowerCoil', 'Eco'] as const) {
      for (const size of referenceUnitSizes[family]) {
        const model = referenceModelData(family, size, 1);
        const coil = model.CoilProfiles.find(
          (candidate) => candidate.Duty === 'Cooling' && candidate.Rows === 3,
        );
        const system: SystemResistance = {
          EspInWg: 0,
          NominalCfm: model.NominalCfm,
          Coils: [{ Profile: coil as NonNullable<typeof coil>, Wet: true }],
          Filter: model.FilterPressureDrops[0] ?? null,
        };
        for (const profile of model.AirFlowProfiles) {
          const high = profile.Taps.find((tap) => tap.FanSpeed === AirFanSpeed.High);
          const point = fanOperatingPoint(high as NonNullable<typeof high>, system);
          if (typeof point === 'string') throw new Error(`${model.ProductModelName}: no operating point`);
          expect(Math.abs(point.Cfm / (coil?.RatedCfm as number) - 1)).toBeLessThan(0.02);
        }
      }
    }
  });
});
