import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { FilterProductsCandidate } from '@airquote/shared/contracts/selection/filter-products';
import type { FanSpeedChartData } from '@airquote/shared/contracts/selection/get-all-fan-speed-chart-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi } from '../../test/project-fixtures.ts';
import { coilInput, hotWaterSide, inputsForModel } from '../../test/selection-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let engineer: string;
let fhc06: ItemConfigurationInputs;

beforeAll(async () => {
  app = await createTestApp();
  engineer = await signIn(app, 'engineer@northwind.test');
  fhc06 = await inputsForModel(app, engineer, 'FHC-06');
});
afterAll(async () => app.close());

const modelData = () => fhc06.SelectionModels.find((model) => model.ProductModelName === 'FHC-06');
const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  callApi(app, engineer, method, url, body);

describe('CoilProfile/GetCoilRowOptions', () => {
  it("answers the model's coils by duty with the spec's heat coil rows option", async () => {
    const response = await call('PUT', '/CoilProfile/GetCoilRowOptions', {
      ProductModelId: fhc06.ProductModel.ProductModelId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const coils = modelData()?.CoilProfiles ?? [];
    expect(response.json().map((option: { CoilProfileId: number }) => option.CoilProfileId)).toEqual(
      coils.map((coil) => coil.CoilProfileId),
    );
    for (const option of response.json()) {
      // The real heating coils (1 and 2 rows) with the spec's option that chooses them (ADR 0027).
      const expected =
        option.Duty === 'Heating' && option.Rows === 1
          ? 1
          : option.Duty === 'Heating' && option.Rows === 2
            ? 2
            : null;
      expect(option.HeatCoilRows).toBe(expected);
      expect(option.Label).toBe(`${option.Rows}-row ${option.Duty.toLowerCase()}`);
    }
    const labels = response.json().map((option: { Label: string }) => option.Label);
    expect(labels).toEqual(expect.arrayContaining(['1-row heating', '2-row heating', '3-row cooling']));
    const heating = await call('PUT', '/CoilProfile/GetCoilRowOptions', {
      ProductModelId: fhc06.ProductModel.ProductModelId,
      Duty: 'Heating',
    });
    expect(heating.json().length).toBe(coils.filter((coil) => coil.Duty === 'Heating').length);
    expect(heating.json().every((option: { Duty: string }) => option.Duty === 'Heating')).toBe(true);
  });

  it('selects a 4-pipe unit with the 1-row heating coil its option names, without a substitution warning', async () => {
    const options = await call('PUT', '/CoilProfile/GetCoilRowOptions', {
      ProductModelId: fhc06.ProductModel.ProductModelId,
      Duty: 'Heating',
    });
    const oneRow = options.json().find((option: { Rows: number }) => option.Rows === 1);
    expect(oneRow?.HeatCoilRows).toBe(1);
    const response = await call('PUT', '/ItemSelection/GetRRResults', {
      ...coilInput({ CoilConfiguration: 2, Heating: hotWaterSide(), HeatCoilRows: oneRow.HeatCoilRows }),
      ProductModelClassId: fhc06.ProductModel.ProductModelClassId,
      ProductModelIds: [fhc06.ProductModel.ProductModelId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().Results as Array<{
      Heating: { Rows: number; TotalMbh: number | null } | null;
      Warnings: Array<{ Code: string }>;
    }>;
    expect(results.length).toBe(3);
    for (const result of results) {
      expect(result.Heating?.Rows).toBe(1);
      expect(result.Heating?.TotalMbh as number).toBeGreaterThan(0);
      expect(result.Warnings.map((warning) => warning.Code)).not.toContain('HeatCoilRowsSubstituted');
    }
  });

  it('refuses bad input with 400 and unknown models with 404', async () => {
    expect((await call('PUT', '/CoilProfile/GetCoilRowOptions', { ProductModelId: 'six' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', '/CoilProfile/GetCoilRowOptions', { ProductModelId: 1, Duty: 'Steam' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/CoilProfile/GetCoilRowOptions', {})).statusCode).toBe(400);
    const unknown = await call('PUT', '/CoilProfile/GetCoilRowOptions', { ProductModelId: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'Product model 987654 was not found. Choose a model from the catalog.',
    );
  });
});

describe('AirFlowProfile/GetAllFanSpeedChartData', () => {
  it("answers every tap's curve; ECM taps follow the fan laws from the full-speed curve", async () => {
    const ecm = modelData()?.AirFlowProfiles.find((profile) => profile.MotorType === 2);
    if (!ecm) throw new Error('FHC-06 has no ECM profile');
    const response = await call('GET', `/AirFlowProfile/GetAllFanSpeedChartData/${ecm.AirFlowProfileId}`);
    expect(response.statusCode, response.body).toBe(200);
    const chart: FanSpeedChartData = response.json();
    expect(chart).toMatchObject({ AirFlowProfileId: ecm.AirFlowProfileId, MotorType: 2 });
    expect(chart.Taps.map((tap) => tap.FanSpeed)).toEqual([...ecm.Taps].map((tap) => tap.FanSpeed).sort());
    for (const tap of chart.Taps) {
      const catalogTap = ecm.Taps.find((item) => item.FanSpeed === tap.FanSpeed);
      const speed = (catalogTap?.SpeedPercent ?? 0) / 100;
      const first = [...(catalogTap?.Points ?? [])].sort((a, b) => a.Cfm - b.Cfm)[0];
      const charted = tap.Points[0];
      // Fan laws: cfm ∝ speed, static ∝ speed², power ∝ speed³.
      expect(charted?.Cfm).toBeCloseTo((first?.Cfm ?? 0) * speed, 6);
      expect(charted?.StaticInWg).toBeCloseTo((first?.StaticInWg ?? 0) * speed ** 2, 6);
      expect(charted?.Watts).toBeCloseTo((first?.Watts ?? 0) * speed ** 3, 6);
      for (let index = 1; index < tap.Points.length; index++)
        expect(tap.Points[index]?.Cfm).toBeGreaterThan(tap.Points[index - 1]?.Cfm ?? 0);
    }
  });

  it('refuses a bad id with 400 and an unknown one with 404', async () => {
    expect((await call('GET', '/AirFlowProfile/GetAllFanSpeedChartData/abc')).statusCode).toBe(400);
    expect((await call('GET', '/AirFlowProfile/GetAllFanSpeedChartData/-3')).statusCode).toBe(400);
    const unknown = await call('GET', '/AirFlowProfile/GetAllFanSpeedChartData/987654');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Air-flow profile 987654 was not found.');
  });
});

describe('FilterPressureDrop/GetFilterPressureDropParameters', () => {
  it("answers the model's filters", async () => {
    const response = await call('POST', '/FilterPressureDrop/GetFilterPressureDropParameters', {
      ProductModelId: fhc06.ProductModel.ProductModelId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(modelData()?.FilterPressureDrops);
    expect(response.json().length).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 and unknown models with 404', async () => {
    const url = '/FilterPressureDrop/GetFilterPressureDropParameters';
    expect((await call('POST', url, {})).statusCode).toBe(400);
    expect((await call('POST', url, { ProductModelId: 0 })).statusCode).toBe(400);
    expect((await call('POST', url, { ProductModelId: 987_654 })).statusCode).toBe(404);
  });
});

describe('Integration/FilterProducts', () => {
  const filter = (body: unknown) => call('POST', '/Integration/FilterProducts', body);

  it('answers the fan coils meeting a cooling capacity and airflow, smallest first', async () => {
    const response = await filter({ ProductTypeId: 1, RequiredCoolingMbh: 20, RequiredCfm: 500 });
    expect(response.statusCode, response.body).toBe(200);
    const candidates: FilterProductsCandidate[] = response.json().Candidates;
    expect(response.json().Success).toBe(true);
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      expect(candidate.ProductTypeId).toBe(1);
      expect(candidate.Coil?.Cooling?.TotalMbh).toBeGreaterThanOrEqual(20);
      expect(candidate.Coil?.FanOperatingPoint?.Cfm).toBeGreaterThanOrEqual(500);
      expect(candidate.HeatPump).toBeNull();
    }
    const sizes = candidates.map((candidate) => candidate.NominalCfm);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    // Rated 8.8–13.9 MBH: far below the requirement.
    expect(candidates.some((candidate) => ['02', '03', '04'].includes(candidate.UnitSize))).toBe(false);
  });

  it('answers heat pumps meeting cooling and heating at ISO 13256-1 conditions', async () => {
    const response = await filter({ ProductTypeId: 3, RequiredCoolingMbh: 30, RequiredHeatingMbh: 30 });
    expect(response.statusCode, response.body).toBe(200);
    const candidates: FilterProductsCandidate[] = response.json().Candidates;
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      expect(candidate.HeatPump?.CoolingTotalMbh).toBeGreaterThanOrEqual(30);
      expect(candidate.HeatPump?.HeatingMbh).toBeGreaterThanOrEqual(30);
    }
    expect(candidates.some((candidate) => candidate.UnitSize === '024')).toBe(false);
  });

  it('limits the candidates to a model class and says when none meets the requirement', async () => {
    const classId = fhc06.ProductModel.ProductModelClassId;
    const inClass = (await filter({ ProductModelClassId: classId, RequiredHeatingMbh: 10 })).json();
    expect(inClass.Candidates.length).toBeGreaterThan(0);
    expect(
      inClass.Candidates.every(
        (candidate: FilterProductsCandidate) => candidate.ProductModelClassId === classId,
      ),
    ).toBe(true);
    const none = (await filter({ ProductModelClassId: classId, RequiredCoolingMbh: 9_000 })).json();
    expect(none).toEqual({
      Success: false,
      WarningMessages: [
        'No model meets every requirement. Relax a requirement or choose another product type.',
      ],
      Candidates: [],
    });
  });

  it.each([
    [{}, 'ProductTypeId'],
    [{ ProductTypeId: 1, RequiredCoolingMbh: -5 }, 'RequiredCoolingMbh'],
    [{ ProductTypeId: 1, RequiredCfm: 'lots' }, 'RequiredCfm'],
    [{ ProductTypeId: 1, CoolingEnteringDbF: 75, CoolingEnteringWbF: 80 }, 'CoolingEnteringWbF'],
    [{ ProductTypeId: 1, HotWaterEnteringF: 400 }, 'HotWaterEnteringF'],
    [{ ProductTypeId: 3, Application: 'Lake' }, 'Application'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await filter(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty([field]);
  });

  it('answers 404 for an unknown product type or class, 400 for a class of another type', async () => {
    expect((await filter({ ProductTypeId: 99 })).statusCode).toBe(404);
    expect((await filter({ ProductModelClassId: 987_654 })).statusCode).toBe(404);
    const mismatch = await filter({
      ProductTypeId: 3,
      ProductModelClassId: fhc06.ProductModel.ProductModelClassId,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Model class FHC is not of product type 3.');
  });
});
