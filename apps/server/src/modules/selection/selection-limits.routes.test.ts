import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { newLineItem, saveBody, saveItemConfiguration } from '../../test/item-configuration-fixtures.ts';
import { callApi, demoProjects, demoScheduleId, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { chilledWaterSide, coilInput, heatPumpInput, inputsForModel } from '../../test/selection-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

/** Engineering limits (ADR 28) travel through the selection API with code, severity and text. */

let app: App;
let rep: string;
let fanCoils: ItemConfigurationInputs;
let heatPumps: ItemConfigurationInputs;

beforeAll(async () => {
  app = await createTestApp();
  rep = await signIn(app, 'rep@northwind.test');
  [fanCoils, heatPumps] = await Promise.all([
    inputsForModel(app, rep, 'FHC-04'),
    inputsForModel(app, rep, 'WSV-024'),
  ]);
});
afterAll(async () => app.close());

type Warning = { Code: string; Message: string; Severity?: string };
type Result = { UnitSize: string; Warnings: Warning[]; Cooling?: { Rows: number } | null };
const rr = (body: unknown) => callApi(app, rep, 'PUT', '/ItemSelection/GetRRResults', body);
const wshp = (body: unknown) => callApi(app, rep, 'PUT', '/ItemSelection/GetWSHPResults', body);
const fanCoilClass = () => fanCoils.ProductModel.ProductModelClassId;
const heatPumpClass = () => heatPumps.ProductModel.ProductModelClassId;

describe('engineering limits through the API', () => {
  it('GetRRResults: size 04 at 6.54 gpm answers the pressure drop warning with its code, severity and text', async () => {
    const response = await rr({
      ...coilInput({ Cooling: chilledWaterSide({ SelectionMethod: 1, FluidGpm: 6.54 }) }),
      ProductModelClassId: fanCoilClass(),
      ProductModelIds: [fanCoils.ProductModel.ProductModelId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const results: Result[] = response.json().Results;
    const threeRow = results.find((result) => result.Cooling?.Rows === 3);
    const warning = threeRow?.Warnings.find((item) => item.Code === 'WaterPressureDropHigh');
    expect(warning?.Severity).toBe('Warning');
    expect(warning?.Message).toMatch(/^Cooling: water pressure drop \d+\.\d ft exceeds 20 ft\.$/);
  });

  it('GetRRResults: 0.5 in. ESP on the 600 cfm size says the airflow is not met', async () => {
    const fhc06 = await inputsForModel(app, rep, 'FHC-06');
    const response = await rr({
      ...coilInput({ EspInWg: 0.5 }),
      ProductModelClassId: fanCoilClass(),
      ProductModelIds: [fhc06.ProductModel.ProductModelId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const results: Result[] = response.json().Results;
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.Warnings.find((item) => item.Code === 'AirflowNotMet')?.Message).toMatch(
        /^Delivered airflow \d+ cfm is \d+ % below the nominal 600 cfm/,
      );
    }
  });

  it('GetWSHPResults: glycol with fluid type water and a ground loop at water-loop temperatures are said', async () => {
    const response = await wshp({
      ...heatPumpInput({ Application: 'GroundLoop', GlycolPercent: 20 }),
      ProductModelClassId: heatPumpClass(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const results: Result[] = response.json().Results;
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      const codes = result.Warnings.map((item) => item.Code);
      expect(codes).toContain('GlycolWithWater');
      const mismatch = result.Warnings.find((item) => item.Code === 'ApplicationTemperatureMismatch');
      expect(mismatch?.Severity).toBe('Info');
      expect(mismatch?.Message).toMatch(/GroundLoop standard/);
    }
  });

  it('every product type says an ESP above its class range: fan coil, blower coil, ECO and heat pump', async () => {
    const blowerCoil = (body: unknown) =>
      callApi(app, rep, 'PUT', '/ItemSelection/GetBlowerCoilResults', body);
    const [bch, eco] = await Promise.all([
      inputsForModel(app, rep, 'BCH-08'),
      inputsForModel(app, rep, 'ECO-06'),
    ]);
    const cases: Array<
      [
        string,
        (body: unknown) => Promise<{ statusCode: number; json(): { Results: Result[] } }>,
        Record<string, unknown>,
        number,
        string,
      ]
    > = [
      ['FHC-04', rr, { ...coilInput(), ProductModelClassId: fanCoilClass() }, 0.5, 'fan coils'],
      [
        'BCH-08',
        blowerCoil,
        { ...coilInput(), ProductModelClassId: bch.ProductModel.ProductModelClassId },
        1.5,
        'blower coils and air handlers',
      ],
      [
        'ECO-06',
        blowerCoil,
        { ...coilInput({ MotorType: 2 }), ProductModelClassId: eco.ProductModel.ProductModelClassId },
        0.45,
        'ECO units',
      ],
      [
        'WSV-024',
        wshp,
        { ...heatPumpInput(), ProductModelClassId: heatPumpClass() },
        0.3,
        'water source heat pumps',
      ],
    ];
    for (const [model, call, body, top, units] of cases) {
      const at = await call({ ...body, EspInWg: top });
      const above = await call({ ...body, EspInWg: top + 0.01 });
      expect(at.statusCode, model).toBe(200);
      expect(above.statusCode, model).toBe(200);
      for (const result of at.json().Results)
        expect(
          result.Warnings.map((item) => item.Code),
          model,
        ).not.toContain('EspAboveClassRange');
      const results = above.json().Results;
      expect(results.length, model).toBeGreaterThan(0);
      for (const result of results) {
        const warning = result.Warnings.find((item) => item.Code === 'EspAboveClassRange');
        expect(warning?.Severity, model).toBe('Warning');
        expect(warning?.Message, model).toContain(`exceeds the ${top} in. w.g. range of ${units}`);
      }
    }
  });

  it('GetWSHPResults: 40 % propylene at the smallest flow runs laminar in the seeded water passage', async () => {
    const rating = heatPumps.SelectionModels.find(
      (model) => model.ProductModelId === heatPumps.ProductModel.ProductModelId,
    )?.HeatPumpRating;
    expect(rating?.WaterPassageDiameterIn).toBe(0.83);
    const response = await wshp({
      ...heatPumpInput({
        Application: 'GroundLoop',
        FluidType: 42,
        GlycolPercent: 40,
        CoolingEnteringFluidF: 77,
        HeatingEnteringFluidF: 32,
        FluidGpm: rating?.MinGpm,
      }),
      ProductModelClassId: heatPumpClass(),
      ProductModelIds: [heatPumps.ProductModel.ProductModelId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json().Results as Result[];
    expect(result?.Warnings.find((item) => item.Code === 'TubeFlowLaminar')?.Message).toMatch(
      /^Laminar flow in the heat exchanger’s water passage with glycol: Reynolds number [\d,]+ is below 2300 \(\d\.\d ft\/s, 0\.83 in\. ID\)/,
    );
  });

  it('hostile inputs give 400 with a message, never 500 or NaN', async () => {
    const hostile: Array<
      [
        string,
        (body: Record<string, unknown>) => Promise<{ statusCode: number; body: string }>,
        Record<string, unknown>,
      ]
    > = [
      [
        'gpm NaN',
        rr,
        {
          ...coilInput({ Cooling: chilledWaterSide({ FluidGpm: 'NaN' }) }),
          ProductModelClassId: fanCoilClass(),
        },
      ],
      [
        'gpm negative',
        rr,
        {
          ...coilInput({ Cooling: chilledWaterSide({ FluidGpm: -6.54 }) }),
          ProductModelClassId: fanCoilClass(),
        },
      ],
      [
        'gpm huge',
        rr,
        {
          ...coilInput({ Cooling: chilledWaterSide({ FluidGpm: 1e308 }) }),
          ProductModelClassId: fanCoilClass(),
        },
      ],
      [
        'glycol 900 %',
        rr,
        {
          ...coilInput({ Cooling: chilledWaterSide({ GlycolPercent: 900 }) }),
          ProductModelClassId: fanCoilClass(),
        },
      ],
      ['ESP 50 in.', rr, { ...coilInput({ EspInWg: 50 }), ProductModelClassId: fanCoilClass() }],
      [
        'ESP a string',
        rr,
        { ...coilInput({ EspInWg: '0.5; drop table' }), ProductModelClassId: fanCoilClass() },
      ],
      [
        'WSHP glycol -5',
        wshp,
        { ...heatPumpInput({ GlycolPercent: -5 }), ProductModelClassId: heatPumpClass() },
      ],
      [
        'WSHP application unknown',
        wshp,
        { ...heatPumpInput({ Application: 'Lake' }), ProductModelClassId: heatPumpClass() },
      ],
      [
        'WSHP EWT null',
        wshp,
        { ...heatPumpInput({ CoolingEnteringFluidF: null }), ProductModelClassId: heatPumpClass() },
      ],
    ];
    for (const [label, call, body] of hostile) {
      const response = await call(body);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(response.body, label).not.toContain('NaN');
      expect(response.body.length, label).toBeGreaterThan(10);
    }
  });

  it('extreme but valid inputs answer 200 with no NaN anywhere (warnings instead)', async () => {
    const bodies = [
      {
        ...coilInput({
          EspInWg: 2,
          Cooling: chilledWaterSide({ FluidType: 42, GlycolPercent: 60, FluidGpm: 0.5 }),
        }),
        ProductModelClassId: fanCoilClass(),
      },
      {
        ...heatPumpInput({ EspInWg: 2, GlycolPercent: 60, FluidType: 41, HeatingEnteringFluidF: 20 }),
        ProductModelClassId: heatPumpClass(),
      },
    ];
    for (const [index, body] of bodies.entries()) {
      const response = await (index === 0 ? rr(body) : wshp(body));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toMatch(/NaN|Infinity|null,"Message"/);
    }
  });

  it('Save keeps the limit warnings on the stored line item it answers', async () => {
    const { rep: demoRep } = await signInDemoAccounts(app, ['rep']);
    const scheduleId = await demoScheduleId(app, demoProjects.riverside, 'Tower B – Patient Floors');
    const item = await newLineItem(app, demoRep, 'FHC-06', scheduleId);
    const input = coilInput({ EspInWg: 0.5 });
    const response = await saveItemConfiguration(
      app,
      demoRep,
      saveBody(item, { Selection: { Kind: 'Coil', Input: input } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const warnings: Warning[] = response.json().Performance.Result.Warnings;
    const airflow = warnings.find((warning) => warning.Code === 'AirflowNotMet');
    expect(airflow?.Severity).toBe('Warning');
    expect(airflow?.Message).toMatch(/below the nominal 600 cfm/);
  });
});
