import { ProductType } from '@airquote/shared/enums/lookups';
import { motorCodes } from '@airquote/shared/logic/linked-segments';
import { evaluateLogicExpression } from '@airquote/shared/logic/logic-expression';
import { electricalDataOf, STANDARD_FUSE_SIZES } from '@airquote/shared/selection/electrical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { selectElectricalRatings } from '../../modules/selection/electrical-ratings.repository.ts';
import { createTestApp } from '../../test/test-app.ts';
import { codeStringSegments, codeStringValues } from '../schema/catalog-engineering.ts';
import { compressorRating } from './catalog-electrical-data.ts';
import { selectSeededModels } from './catalog-engineering-data.ts';

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('seeded electrical data', () => {
  it('rates every model at every voltage, motor and heater its code string can order', async () => {
    const db = app.deps.db;
    const models = await selectSeededModels(db);
    expect(models.length).toBe(49);
    const [segments, values, ratings] = await Promise.all([
      db.select().from(codeStringSegments),
      db.select().from(codeStringValues),
      selectElectricalRatings(
        db,
        models.map((model) => model.productModelId),
      ),
    ]);
    const classIds = new Map<string, number>();
    for (const segment of segments)
      classIds.set(`${segment.productModelClassId}/${segment.name}`, segment.codeStringSegmentId);
    const valuesOf = (classId: number | undefined, name: string) =>
      values.filter((value) => value.codeStringSegmentId === classIds.get(`${classId}/${name}`));

    let combinations = 0;
    for (const model of models) {
      const classId = segments.find((segment) =>
        segment.name === 'CLASS' || segment.name === 'SERIES'
          ? values.some(
              (value) =>
                value.codeStringSegmentId === segment.codeStringSegmentId && value.code === model.className,
            )
          : false,
      )?.productModelClassId;
      expect(classId, model.name).toBeDefined();
      const rated = ratings.get(model.productModelId);
      expect(rated, model.name).toBeDefined();
      if (!rated) continue;
      const volts = valuesOf(classId, 'VOLT').filter((value) =>
        evaluateLogicExpression(value.availabilityRule, { SIZE: model.unitSize }),
      );
      expect(volts.length, model.name).toBeGreaterThan(0);
      // Every voltage the code string offers the size is a product voltage of the model.
      expect(rated.Voltages.map((voltage) => voltage.VoltageName).sort()).toEqual(
        volts.map((value) => value.description).sort(),
      );
      for (const volt of volts) {
        const motors = valuesOf(classId, 'MOTOR').filter((value) =>
          evaluateLogicExpression(value.availabilityRule, { SIZE: model.unitSize, VOLT: volt.code }),
        );
        expect(motors.length, `${model.name} ${volt.description}`).toBeGreaterThan(0);
        const heaters = [
          null,
          ...valuesOf(classId, 'EHEAT')
            .filter((value) => value.code !== '0')
            .filter((value) =>
              evaluateLogicExpression(value.availabilityRule, {
                SIZE: model.unitSize,
                VOLT: volt.code,
                PIPE: '2',
              }),
            )
            .map((value) => Number(value.code)),
        ];
        for (const motor of motors) {
          const motorType = motorCodes.find(([code]) => code === motor.code)?.[1] ?? null;
          for (const heaterKw of heaters) {
            const label = `${model.name} ${volt.description} ${motor.code} ${heaterKw ?? 0} kW`;
            const data = electricalDataOf(rated, { voltageName: volt.description, motorType, heaterKw });
            expect(data, label).not.toBeNull();
            if (!data) continue;
            combinations += 1;
            expect(data.MotorFla, label).toBeGreaterThan(0);
            expect(data.Mca, label).toBeGreaterThan(data.MotorFla);
            expect(data.Mop, label).toBeGreaterThanOrEqual(data.Mca);
            expect(STANDARD_FUSE_SIZES, label).toContain(data.Mop);
            if (model.productTypeId === ProductType.WSHP) {
              expect(data.CompressorRla, label).toBeGreaterThan(data.MotorFla);
              expect(data.CompressorLra, label).toBeGreaterThan(4 * (data.CompressorRla ?? 0));
              expect(data.LargestLoad, label).toBe('Compressor');
            } else {
              expect(data.CompressorRla, label).toBeNull();
            }
          }
        }
      }
    }
    // 49 models over their voltages, motors and heaters.
    expect(combinations).toBeGreaterThan(300);
  });

  it('keeps fan motors and compressors in the range of published nameplates', async () => {
    const models = await selectSeededModels(app.deps.db);
    const ratings = await selectElectricalRatings(
      app.deps.db,
      models.map((model) => model.productModelId),
    );
    for (const model of models) {
      const rated = ratings.get(model.productModelId);
      const at = (voltage: string, motorType: number) =>
        rated?.Motors.find((motor) => motor.VoltageName === voltage && motor.MotorType === motorType)
          ?.FullLoadAmps;
      const psc115 = at('115/1/60', 1);
      const psc230 = at('230/1/60', 1);
      const psc277 = at('277/1/60', 1);
      if (psc115 !== undefined && psc230 !== undefined && psc277 !== undefined) {
        // About half the current at 230 V, less again at 277 V; ECM no more than PSC.
        expect(psc230 / psc115, model.name).toBeCloseTo(0.5, 1);
        expect(psc277, model.name).toBeLessThan(psc230);
        expect(at('115/1/60', 2) ?? 0, model.name).toBeLessThanOrEqual(psc115);
      }
      if (model.productTypeId === ProductType.FanCoil && psc115 !== undefined) {
        expect(psc115, model.name).toBeGreaterThanOrEqual(0.6);
        expect(psc115, model.name).toBeLessThanOrEqual(6);
      }
    }
    expect(compressorRating('036', '208/3/60')).toEqual({ rla: 10.4, lra: 73 });
    expect(compressorRating('036', '460/3/60')).toEqual({ rla: 5.2, lra: 36.5 });
    expect(compressorRating('007', '115/1/60')).toEqual({ rla: 6.8, lra: 36.3 });
    expect(compressorRating('024', '208/3/60')).toBeUndefined();
    expect(compressorRating('036', '575/3/60')).toBeUndefined();
  });
});
