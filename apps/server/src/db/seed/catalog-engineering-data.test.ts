import { ProductType } from '@airquote/shared/enums/lookups';
import { validateProductModelValues } from '@airquote/shared/logic/code-string';
import { findCodeStringProblems } from '@airquote/shared/logic/code-string-check';
import type { CodeStringSegment } from '@airquote/shared/logic/code-string-schemas';
import { evaluateLogicExpression } from '@airquote/shared/logic/logic-expression';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { productModelClasses, productModels, productTypeCategories } from '../schema/catalog.ts';
import {
  airFlowProfiles,
  codeStringSegments,
  codeStringValues,
  coilProfiles,
  electricHeatOptions,
  filterPressureDrops,
  heatPumpRatings,
  productMotors,
  productUnitSizes,
  productVoltages,
  voltages,
} from '../schema/catalog-engineering.ts';
import { seedCatalogEngineering } from './catalog-engineering-data.ts';
import { seedCodeStrings } from './code-string-data.ts';

let app: App;
let db: Database;

beforeAll(async () => {
  app = await createTestApp();
  db = app.deps.db;
});
afterAll(async () => app.close());

async function seededModels() {
  return db
    .select({
      productModelId: productModels.productModelId,
      name: productModels.name,
      unitSize: productModels.unitSize,
      productModelClassId: productModels.productModelClassId,
      productTypeId: productTypeCategories.productTypeId,
    })
    .from(productModels)
    .innerJoin(
      productModelClasses,
      eq(productModelClasses.productModelClassId, productModels.productModelClassId),
    )
    .innerJoin(
      productTypeCategories,
      eq(productTypeCategories.productTypeCategoryId, productModelClasses.productTypeCategoryId),
    );
}

/** Each class's segments in the shape the shared code-string functions read. */
async function classSegments(): Promise<Map<number, CodeStringSegment[]>> {
  const [segments, values] = await Promise.all([
    db.select().from(codeStringSegments),
    db.select().from(codeStringValues),
  ]);
  const byClass = new Map<number, CodeStringSegment[]>();
  for (const segment of segments) {
    const list = byClass.get(segment.productModelClassId) ?? [];
    list.push({
      CodeStringSegmentId: segment.codeStringSegmentId,
      CodeStringGroupId: segment.codeStringGroupId,
      ProductModelClassId: segment.productModelClassId,
      Name: segment.name,
      DisplayName: segment.displayName,
      StartPosition: segment.startPosition,
      Length: segment.length,
      Values: values
        .filter((value) => value.codeStringSegmentId === segment.codeStringSegmentId)
        .map((value) => ({
          CodeStringValueId: value.codeStringValueId,
          CodeStringSegmentId: value.codeStringSegmentId,
          Code: value.code,
          Description: value.description,
          ListPriceAdder: null,
          AvailabilityRule: value.availabilityRule,
          IsDefault: value.isDefault,
          SortOrder: value.sortOrder,
        })),
    });
    byClass.set(segment.productModelClassId, list);
  }
  return byClass;
}

describe('seeded engineering data', () => {
  it('gives every model dimensions, voltages with motors, coils or a heat pump rating, fans and a filter', async () => {
    const models = await seededModels();
    expect(models.length).toBe(49);
    const [sizes, offered, motors, coils, fans, filters, heatPumps, heat] = await Promise.all([
      db.select().from(productUnitSizes),
      db.select().from(productVoltages),
      db.select().from(productMotors),
      db.select().from(coilProfiles),
      db.select().from(airFlowProfiles),
      db.select().from(filterPressureDrops),
      db.select().from(heatPumpRatings),
      db.select().from(electricHeatOptions),
    ]);
    for (const model of models) {
      const id = model.productModelId;
      const of = <T extends { productModelId: number }>(rows: T[]) =>
        rows.filter((row) => row.productModelId === id);
      const size = of(sizes)[0];
      expect(size, model.name).toBeDefined();
      expect(size?.weightLb).toBeGreaterThan(40);
      expect(of(offered).length, model.name).toBeGreaterThan(0);
      for (const productVoltage of of(offered))
        expect(
          of(motors).some((motor) => motor.voltageId === productVoltage.voltageId),
          `${model.name} motor`,
        ).toBe(true);
      expect(of(fans).length, `${model.name} fans`).toBeGreaterThan(0);
      expect(of(fans).every((fan) => fan.taps.length === 3)).toBe(true);
      expect(of(filters), `${model.name} filter`).toHaveLength(1);
      if (model.productTypeId === ProductType.WSHP) {
        expect(of(heatPumps), `${model.name} heat pump rating`).toHaveLength(1);
        expect(of(coils)).toHaveLength(0);
      } else {
        const rows = (duty: string) =>
          of(coils)
            .filter((coil) => coil.duty === duty)
            .map((coil) => coil.rows)
            .sort();
        expect(rows('Cooling'), model.name).toEqual([2, 3, 4]);
        expect(rows('Heating'), model.name).toEqual([1, 2]);
      }
      const fanCoilWithHeat =
        [ProductType.FanCoil, ProductType.ECO].includes(model.productTypeId as 1 | 4) &&
        !['02', '03'].includes(model.unitSize);
      expect(
        of(heat)
          .map((row) => row.kw)
          .sort(),
        `${model.name} electric heat`,
      ).toEqual(fanCoilWithHeat ? [3, 4] : []);
    }
  });

  it('has realistic motors: PSC nowhere at 460 V, and a motor draws less current at a higher voltage', async () => {
    const [motors, supplies] = await Promise.all([
      db.select().from(productMotors),
      db.select().from(voltages),
    ]);
    const v460 = supplies.find((voltage) => voltage.name === '460/3/60')?.voltageId;
    const v115 = supplies.find((voltage) => voltage.name === '115/1/60')?.voltageId;
    expect(motors.filter((motor) => motor.voltageId === v460 && motor.motorType === 1)).toEqual([]);
    const fc06 = (await seededModels()).find((model) => model.name === 'FHC-06')?.productModelId;
    const psc = motors.filter((motor) => motor.productModelId === fc06 && motor.motorType === 1);
    const at = (voltageName: string) =>
      psc.find(
        (motor) => motor.voltageId === supplies.find((voltage) => voltage.name === voltageName)?.voltageId,
      );
    expect(at('115/1/60')).toMatchObject({ horsepower: 0.167, fullLoadAmps: 2.6 });
    expect(at('277/1/60')?.fullLoadAmps).toBeLessThan(at('115/1/60')?.fullLoadAmps as number);
    expect(v115).toBeDefined();
  });

  it('seeds again without adding or overwriting anything', async () => {
    const countOf = async () =>
      Promise.all([
        db.$count(productMotors),
        db.$count(coilProfiles),
        db.$count(airFlowProfiles),
        db.$count(codeStringValues),
        db.$count(productUnitSizes),
      ]);
    const before = await countOf();
    const [value] = await db.select().from(codeStringValues).limit(1);
    await db
      .update(codeStringValues)
      .set({ description: 'Edited by an admin' })
      .where(eq(codeStringValues.codeStringValueId, value?.codeStringValueId as number));
    await seedCatalogEngineering(db);
    await seedCodeStrings(db);
    expect(await countOf()).toEqual(before);
    const [after] = await db
      .select()
      .from(codeStringValues)
      .where(eq(codeStringValues.codeStringValueId, value?.codeStringValueId as number));
    expect(after?.description).toBe('Edited by an admin');
  });
});

describe('seeded code strings', () => {
  it('every class has segments end to end, codes as long as their segment, and rules that read', async () => {
    const byClass = await classSegments();
    expect(byClass.size).toBe(9);
    for (const [classId, segments] of byClass) {
      expect(findCodeStringProblems(segments), `class ${classId}`).toEqual([]);
      expect(
        segments.some((segment) => segment.Values.some((value) => value.AvailabilityRule !== '')),
        `class ${classId} has rules`,
      ).toBe(true);
    }
  });

  it('every segment has one default, and the defaults are available together', async () => {
    for (const [classId, segments] of await classSegments()) {
      const defaults = segments.map((segment) => {
        const marked = segment.Values.filter((value) => value.IsDefault);
        expect(marked, `class ${classId} ${segment.Name}`).toHaveLength(1);
        return {
          CodeStringSegmentId: segment.CodeStringSegmentId,
          CodeStringValueId: marked[0]?.CodeStringValueId as number,
        };
      });
      expect(validateProductModelValues(segments, defaults), `class ${classId}`).toEqual([]);
    }
  });

  it("offers each model exactly the voltages of its code string's VOLT values for its size", async () => {
    const byClass = await classSegments();
    const [offered, supplies] = await Promise.all([
      db.select().from(productVoltages),
      db.select().from(voltages),
    ]);
    for (const model of await seededModels()) {
      const segments = byClass.get(model.productModelClassId) ?? [];
      const volt = segments.find((segment) => segment.Name === 'VOLT');
      const available = (volt?.Values ?? [])
        .filter((value) => evaluateLogicExpression(value.AvailabilityRule, { SIZE: model.unitSize }))
        .map((value) => value.Description)
        .sort();
      const names = offered
        .filter((row) => row.productModelId === model.productModelId)
        .map((row) => supplies.find((voltage) => voltage.voltageId === row.voltageId)?.name)
        .sort();
      expect(names, model.name).toEqual(available);
    }
  });

  it('makes values unavailable with reasons: electric heat needs 2-pipe, 460 V needs size 08+', async () => {
    const fhcClass = (await seededModels()).find((model) => model.name === 'FHC-08')
      ?.productModelClassId as number;
    const segments = (await classSegments()).get(fhcClass) ?? [];
    const rule = (name: string, code: string) =>
      segments.find((segment) => segment.Name === name)?.Values.find((value) => value.Code === code)
        ?.AvailabilityRule ?? '';
    expect(evaluateLogicExpression(rule('EHEAT', '3'), { PIPE: '4', VOLT: '2', SIZE: '08' })).toBe(false);
    expect(evaluateLogicExpression(rule('EHEAT', '3'), { PIPE: '2', VOLT: '2', SIZE: '08' })).toBe(true);
    expect(evaluateLogicExpression(rule('EHEAT', '4'), { PIPE: '2', VOLT: '1', SIZE: '08' })).toBe(false);
    expect(evaluateLogicExpression(rule('VOLT', '6'), { SIZE: '06' })).toBe(false);
    expect(evaluateLogicExpression(rule('MOTOR', 'P'), { VOLT: '6' })).toBe(false);
    expect(evaluateLogicExpression(rule('HROW', '2'), { PIPE: '2' })).toBe(false);
  });
});
