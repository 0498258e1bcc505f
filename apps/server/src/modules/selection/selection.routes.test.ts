import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import { selectCoilUnits } from '@airquote/shared/selection/select-coil-units';
import { selectHeatPumps } from '@airquote/shared/selection/select-heat-pumps';
import {
  coilSelectionInputSchema,
  heatPumpSelectionInputSchema,
} from '@airquote/shared/selection/selection-schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { coilProfiles } from '../../db/schema/catalog-engineering.ts';
import { callApi } from '../../test/project-fixtures.ts';
import { coilInput, heatPumpInput, hotWaterSide, inputsForModel } from '../../test/selection-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { catalogChanged } from '../catalog/catalog-version.ts';

let app: App;
let rep: string;
let fanCoils: ItemConfigurationInputs;
let heatPumps: ItemConfigurationInputs;
let blowerCoils: ItemConfigurationInputs;
let eco: ItemConfigurationInputs;

beforeAll(async () => {
  app = await createTestApp();
  rep = await signIn(app, 'rep@northwind.test');
  const load = (model: string) => inputsForModel(app, rep, model);
  [fanCoils, heatPumps, blowerCoils, eco] = await Promise.all([
    load('FHC-06'),
    load('WSV-024'),
    load('BCH-12'),
    load('ECO-06'),
  ]);
});
afterAll(async () => app.close());

const classOf = (inputs: ItemConfigurationInputs) => inputs.ProductModel.ProductModelClassId;
const rr = (body: unknown) => callApi(app, rep, 'PUT', '/ItemSelection/GetRRResults', body);

describe('ItemSelection', () => {
  it("GetRRResults answers the engine's own results for every fan coil of the class", async () => {
    const input = coilInput({ CoilConfiguration: 2, Heating: hotWaterSide(), CoolingEnteringWbF: 65 });
    const response = await rr({ ...input, ProductModelClassId: classOf(fanCoils) });
    expect(response.statusCode, response.body).toBe(200);
    const expected = selectCoilUnits(coilSelectionInputSchema.parse(input), fanCoils.SelectionModels);
    expect(response.json()).toEqual({ Success: true, WarningMessages: [], Results: expected });
    expect(new Set(expected.map((result) => result.ProductModelName)).size).toBe(7);
    expect(expected.some((result) => (result.Cooling?.TotalMbh ?? 0) > 0)).toBe(true);
    // A repeated request is answered from memory with the same bytes.
    expect((await rr({ ...input, ProductModelClassId: classOf(fanCoils) })).body).toBe(response.body);
  });

  it('GetBlowerCoilResults selects air handlers and ECO units; GetWSHPResults heat pumps', async () => {
    for (const inputs of [blowerCoils, eco]) {
      const input = coilInput({ MotorType: 2 });
      const response = await callApi(app, rep, 'PUT', '/ItemSelection/GetBlowerCoilResults', {
        ...input,
        ProductModelClassId: classOf(inputs),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().Results).toEqual(
        selectCoilUnits(coilSelectionInputSchema.parse(input), inputs.SelectionModels),
      );
    }
    const input = heatPumpInput();
    const response = await callApi(app, rep, 'PUT', '/ItemSelection/GetWSHPResults', {
      ...input,
      ProductModelClassId: classOf(heatPumps),
    });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().Results;
    expect(results).toEqual(
      selectHeatPumps(heatPumpSelectionInputSchema.parse(input), heatPumps.SelectionModels),
    );
    expect(results.filter((result: { Eer: number | null }) => (result.Eer ?? 0) > 0).length).toBeGreaterThan(
      0,
    );
  });

  it('refuses a model class of another product type with 400 naming the right call', async () => {
    const wshp = await rr({ ...coilInput(), ProductModelClassId: classOf(heatPumps) });
    expect(wshp.statusCode).toBe(400);
    expect(wshp.json().message).toBe(
      'Model class WSV is a WSHP class: select it with ItemSelection/GetWSHPResults.',
    );
    const blower = await rr({ ...coilInput(), ProductModelClassId: classOf(blowerCoils) });
    expect(blower.json().message).toContain('GetBlowerCoilResults');
    const fanCoil = await callApi(app, rep, 'PUT', '/ItemSelection/GetWSHPResults', {
      ...heatPumpInput(),
      ProductModelClassId: classOf(fanCoils),
    });
    expect(fanCoil.statusCode).toBe(400);
    expect(fanCoil.json().message).toBe(
      'Model class FHC is a Fan Coil class: select it with ItemSelection/GetRRResults.',
    );
  });

  it('answers 404 for an unknown model class', async () => {
    const response = await rr({ ...coilInput(), ProductModelClassId: 987_654 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'Product model class 987654 was not found. Choose a model class from the catalog.',
    );
  });

  it('says which listed models are not in the class', async () => {
    const fhc06 = fanCoils.ProductModel.ProductModelId;
    const response = await rr({
      ...coilInput({ ProductModelIds: [fhc06, 987_654] }),
      ProductModelClassId: classOf(fanCoils),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().WarningMessages).toEqual([
      'Product model 987654 is not offered in model class FHC.',
    ]);
    expect(
      new Set(response.json().Results.map((result: { ProductModelId: number }) => result.ProductModelId)),
    ).toEqual(new Set([fhc06]));
  });

  it('answers an input outside the rated range with warnings and null numbers, not an error', async () => {
    const input = coilInput({
      Cooling: {
        ...coilInput().Cooling,
        SelectionMethod: 1,
        EnteringFluidF: 30,
        FluidGpm: 2,
        LeavingFluidF: null,
      },
    });
    const response = await rr({ ...input, ProductModelClassId: classOf(fanCoils) });
    expect(response.statusCode, response.body).toBe(200);
    for (const result of response.json().Results) {
      expect(result.Cooling.TotalMbh).toBeNull();
      expect(result.Warnings.map((warning: { Code: string }) => warning.Code)).toContain(
        'EnteringFluidOutOfRange',
      );
    }
  });

  it.each([
    ['MotorType', { MotorType: undefined }, 'MotorType'],
    ['EspInWg', { EspInWg: 'high' }, 'EspInWg'],
    ['EspInWg', { EspInWg: -0.2 }, 'EspInWg'],
    ['CoolingEnteringDbF', { CoolingEnteringDbF: 300 }, 'CoolingEnteringDbF'],
    ['FanSpeed', { FanSpeed: 4 }, 'FanSpeed'],
    ['Cooling.FluidType', { Cooling: { ...coilInput().Cooling, FluidType: 43 } }, 'Cooling.FluidType'],
    [
      'Cooling.EnteringFluidF',
      { Cooling: { ...coilInput().Cooling, EnteringFluidF: -40 } },
      'Cooling.EnteringFluidF',
    ],
    ['ProductModelClassId', { ProductModelClassId: -1 }, 'ProductModelClassId'],
    ['ProductModelClassId', { ProductModelClassId: undefined }, 'ProductModelClassId'],
  ])('refuses a bad %s with 400 naming the field', async (_name, overrides, field) => {
    const response = await rr({ ProductModelClassId: classOf(fanCoils), ...coilInput(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty([field]);
  });

  it("selects by 2 'ESP' only: each engine call refuses SelectBy 1 or 3 with 400 naming SelectBy", async () => {
    const calls = [
      ['/ItemSelection/GetRRResults', coilInput(), fanCoils],
      ['/ItemSelection/GetBlowerCoilResults', coilInput({ MotorType: 2 }), blowerCoils],
      ['/ItemSelection/GetWSHPResults', heatPumpInput(), heatPumps],
    ] as const;
    for (const [url, input, inputs] of calls) {
      const body = { ...input, ProductModelClassId: classOf(inputs) };
      const accepted = await callApi(app, rep, 'PUT', url, { ...body, SelectBy: 2 });
      expect(accepted.statusCode, `${url} ${accepted.body}`).toBe(200);
      for (const SelectBy of [1, 3]) {
        const response = await callApi(app, rep, 'PUT', url, { ...body, SelectBy });
        expect(response.statusCode, `${url} SelectBy ${SelectBy}`).toBe(400);
        expect(response.json().fieldErrors).toEqual({ SelectBy: 'SelectBy must be one of 2 (ESP)' });
      }
    }
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/ItemSelection/GetRRResults',
      headers: { authorization: `Bearer ${rep}`, 'content-type': 'application/json' },
      payload: '{"MotorType": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await callApi(app, null, 'PUT', '/ItemSelection/GetRRResults', coilInput());
    expect(response.statusCode).toBe(401);
  });

  it("sees this process's catalog change at once", async () => {
    const body = { ...coilInput(), ProductModelClassId: classOf(fanCoils) };
    const before = (await rr(body)).json();
    const fhc06 = fanCoils.ProductModel.ProductModelId;
    await app.deps.db
      .update(coilProfiles)
      .set({
        ratedTotalMbh: sql`${coilProfiles.ratedTotalMbh} * 1.2`,
        ratedSensibleMbh: sql`${coilProfiles.ratedSensibleMbh} * 1.2`,
      })
      .where(eq(coilProfiles.productModelId, fhc06));
    // As ExcelUploader and the catalog writes do after their commit.
    catalogChanged();
    const after = (await rr(body)).json();
    const total = (answer: typeof before) =>
      answer.Results.filter((result: { ProductModelId: number }) => result.ProductModelId === fhc06).map(
        (result: { Cooling: { TotalMbh: number } }) => result.Cooling.TotalMbh,
      );
    expect(total(after)[0]).toBeGreaterThan(total(before)[0] * 1.1);
    const unchanged = (answer: typeof before) =>
      answer.Results.filter((result: { ProductModelId: number }) => result.ProductModelId !== fhc06);
    expect(unchanged(after)).toEqual(unchanged(before));
  });
});
