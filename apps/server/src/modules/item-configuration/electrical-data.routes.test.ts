import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { type ElectricalData, heaterAmps } from '@airquote/shared/selection/electrical';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { productModels } from '../../db/schema/catalog.ts';
import { compressorRatings } from '../../db/schema/catalog-engineering.ts';
import {
  type ConfigurableLineItem,
  choose,
  newLineItem,
  saveBody,
  saveItemConfiguration,
} from '../../test/item-configuration-fixtures.ts';
import { callApi, demoProjects, demoScheduleId, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: App;
let rep: string;
let admin: string;
let scheduleId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, admin } = await signInDemoAccounts(app, ['rep', 'admin']));
  scheduleId = await demoScheduleId(app, demoProjects.riverside, 'Tower B – Patient Floors');
});
afterAll(async () => app.close());

const save = (body: unknown) => saveItemConfiguration(app, rep, body);
const tenthUp = (amps: number) => Math.ceil(amps * 10 - 1e-9) / 10;

/** The catalog's fan motor FLA of the line item's model, as the inputs carry it. */
function motorFla(item: ConfigurableLineItem, voltage: string, motorType: number): number {
  const ratings = item.inputs.ElectricalRatings?.find(
    (model) => model.ProductModelId === item.lineItem.ProductModelId,
  );
  const motor = ratings?.Motors.find((row) => row.VoltageName === voltage && row.MotorType === motorType);
  if (!motor) throw new Error(`no motor at ${voltage}`);
  return motor.FullLoadAmps;
}

async function saved(item: ConfigurableLineItem, codes: Record<string, string>, rowVersion?: number) {
  const response = await save(
    saveBody(item, {
      ProductModelValues: choose(item.inputs, codes),
      RowVersion: rowVersion ?? item.lineItem.RowVersion,
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LineItemDetail;
}

describe('electrical data of a saved configuration', () => {
  it('stores the fan coil figures for the chosen voltage; the line item and the inputs return them; a new voltage changes them', async () => {
    const item = await newLineItem(app, rep, 'FHC-06', scheduleId);
    expect(item.lineItem.ElectricalData ?? null).toBeNull();
    const ratings = item.inputs.ElectricalRatings?.find(
      (model) => model.ProductModelId === item.lineItem.ProductModelId,
    );
    expect(ratings?.Voltages.map((voltage) => voltage.VoltageName)).toEqual([
      '115/1/60',
      '208/1/60',
      '230/1/60',
      '277/1/60',
    ]);
    expect(ratings?.ElectricHeatKw).toEqual([3, 4]);

    const fla208 = motorFla(item, '208/1/60', 1);
    const first = await saved(item, { PIPE: '2', VOLT: '2', MOTOR: 'P', EHEAT: '4' });
    // MCA = 1.25 × (FLA + 4000/208); MOP = 2.25 × FLA + heater rounded down, at least MCA rounded up.
    const heater = heaterAmps(4, 208, 1);
    expect(first.ElectricalData).toEqual({
      VoltageName: '208/1/60',
      Volts: 208,
      Phase: 1,
      Hertz: 60,
      MotorType: 1,
      MotorHorsepower: expect.any(Number),
      MotorFla: fla208,
      CompressorRla: null,
      CompressorLra: null,
      HeaterKw: 4,
      HeaterAmps: 19.2,
      LargestLoad: 'Motor',
      Mca: tenthUp(1.25 * fla208 + 1.25 * heater),
      Mop: 30,
    } satisfies ElectricalData);

    const read = await callApi(
      app,
      rep,
      'GET',
      `/ProjectScheduleLineItem/${first.ProjectScheduleLineItemId}`,
    );
    expect(read.json().ElectricalData).toEqual(first.ElectricalData);
    const reopened = await callApi(app, rep, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
      ProjectScheduleLineItemId: first.ProjectScheduleLineItemId,
    });
    expect(reopened.json().ProjectScheduleLineItem.ElectricalData).toEqual(first.ElectricalData);

    // 277 V: less heater current, another motor, another MCA.
    const fla277 = motorFla(item, '277/1/60', 2);
    const second = await saved(item, { PIPE: '2', VOLT: '4', MOTOR: 'E', EHEAT: '4' }, first.RowVersion);
    expect(second.ElectricalData).toMatchObject({
      VoltageName: '277/1/60',
      Volts: 277,
      MotorType: 2,
      MotorFla: fla277,
      HeaterAmps: 14.4,
      Mca: tenthUp(1.25 * fla277 + 1.25 * heaterAmps(4, 277, 1)),
      Mop: 20,
    });
    expect(second.ElectricalData?.Mca).toBeLessThan(first.ElectricalData?.Mca ?? 0);

    // No heater at 115 V: the motor alone, on the smallest fuse.
    const fla115 = motorFla(item, '115/1/60', 1);
    const third = await saved(item, { PIPE: '2', VOLT: '1', MOTOR: 'P', EHEAT: '0' }, second.RowVersion);
    expect(third.ElectricalData).toMatchObject({
      VoltageName: '115/1/60',
      HeaterKw: null,
      HeaterAmps: null,
      MotorFla: fla115,
      Mca: tenthUp(1.25 * fla115),
      Mop: 15,
    });
  });

  it('takes the compressor RLA as the largest load of a heat pump, at the chosen three-phase voltage', async () => {
    const item = await newLineItem(app, rep, 'WSH-036', scheduleId);
    const fla = motorFla(item, '208/3/60', 2);
    const threePhase = await saved(item, { VOLT: '5', MOTOR: 'E' });
    expect(threePhase.ElectricalData).toMatchObject({
      VoltageName: '208/3/60',
      Phase: 3,
      CompressorRla: 10.4,
      CompressorLra: 73,
      LargestLoad: 'Compressor',
      MotorFla: fla,
      Mca: tenthUp(1.25 * 10.4 + fla),
    });
    // Worked by hand: a 1/3 hp ECM at 208/3 draws 1.3 A; MCA = 1.25 × 10.4 + 1.3 = 14.3 A;
    // MOP = 2.25 × 10.4 + 1.3 = 24.7 A → 20 A (at least MCA rounded up, 15 A).
    expect(fla).toBe(1.3);
    expect(threePhase.ElectricalData).toMatchObject({ Mca: 14.3, Mop: 20 });

    const singlePhase = await saved(item, { VOLT: '3', MOTOR: 'E' }, threePhase.RowVersion);
    expect(singlePhase.ElectricalData).toMatchObject({
      VoltageName: '230/1/60',
      CompressorRla: 16,
      CompressorLra: 82,
    });
    expect(singlePhase.ElectricalData?.Mca).toBeGreaterThan(threePhase.ElectricalData?.Mca ?? Infinity);
  });

  it('never stores figures a client sends', async () => {
    const item = await newLineItem(app, rep, 'FHC-04', scheduleId);
    const response = await save(
      saveBody(item, {
        ProductModelValues: choose(item.inputs, { VOLT: '1', MOTOR: 'P' }),
        ElectricalData: { Mca: 1, Mop: 1000, VoltageName: '600/3/60' },
      }),
    );
    // The body schema drops fields it does not name; the server computes its own.
    expect(response.statusCode, response.body).toBe(200);
    const stored = (response.json() as LineItemDetail).ElectricalData;
    expect(stored?.VoltageName).toBe('115/1/60');
    expect(stored?.Mop).toBe(15);
    expect(stored?.Mca).toBeLessThan(5);
  });

  it('answers hostile electrical choices with a clear 400', async () => {
    const item = await newLineItem(app, rep, 'FHC-06', scheduleId);
    const voltSegment = item.inputs.CodeStringSegments.find((segment) => segment.Name === 'VOLT');
    const motorSegment = item.inputs.CodeStringSegments.find((segment) => segment.Name === 'MOTOR');
    if (!voltSegment || !motorSegment) throw new Error('FHC has VOLT and MOTOR');
    const withVolt = (valueId: unknown) =>
      item.inputs.ProductModelValues.map((chosen) =>
        chosen.CodeStringSegmentId === voltSegment.CodeStringSegmentId
          ? { CodeStringSegmentId: voltSegment.CodeStringSegmentId, CodeStringValueId: valueId }
          : chosen,
      );
    const motorValue = motorSegment.Values[0]?.CodeStringValueId;
    const sixty = voltSegment.Values.find((value) => value.Code === '6');
    expect(sixty?.Description).toBe('460/3/60');
    const cases: Array<[string, unknown]> = [
      ['a text value id', withVolt('208')],
      ['a fractional value id', withVolt(2.5)],
      ['an id past the id range', withVolt(1e12)],
      ['a value of another segment', withVolt(motorValue)],
      ['an id no value has', withVolt(2_000_000_000)],
      // 460 V is built only from size 08.
      ['a voltage the size is not built for', withVolt(sixty?.CodeStringValueId)],
    ];
    for (const [label, values] of cases) {
      const response = await save(saveBody(item, { ProductModelValues: values }));
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(response.json().message, label).toMatch(/\w{4,}/);
      expect(response.body, label).not.toMatch(/NaN|Infinity|stack/);
    }
    // A heater at 115 V (which its rule forbids) is refused and names the segment.
    const heaterAt115 = await save(
      saveBody(item, { ProductModelValues: choose(item.inputs, { PIPE: '2', VOLT: '1', EHEAT: '4' }) }),
    );
    expect(heaterAt115.statusCode).toBe(400);
    expect(heaterAt115.json().message).toMatch(/Electric heat/);
  });
});

describe('a voltage with compressor ratings', () => {
  it('is not deleted from under them: 409 with the reason, not a broken key', async () => {
    const created = await callApi(app, admin, 'POST', '/voltage', {
      Name: '575/3/60',
      Volts: 575,
      Phase: 3,
      Hertz: 60,
    });
    expect(created.statusCode, created.body).toBe(200);
    const voltageId: number = created.json().VoltageId;
    const [model] = await app.deps.db
      .select({ id: productModels.productModelId })
      .from(productModels)
      .where(eq(productModels.name, 'WSH-036'));
    await app.deps.db
      .insert(compressorRatings)
      .values({ productModelId: model?.id as number, voltageId, ratedLoadAmps: 4.2, lockedRotorAmps: 30 });
    const refused = await callApi(app, admin, 'DELETE', `/voltage/${voltageId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Voltage 575/3/60 is in use by 1 compressor rating(s); remove those first.',
    );
  });
});
