import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi } from '../../test/project-fixtures.ts';
import { coilInput, hotWaterSide, inputsForModel } from '../../test/selection-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let rep: string;
beforeAll(async () => {
  app = await createTestApp();
  rep = await signIn(app, 'rep@northwind.test');
});
afterAll(async () => app.close());

const userInfo = async () => {
  const response = await callApi(app, rep, 'GET', '/AppUser/getCurrentUserInfo/client-units');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('PUT /api/AppUser/unitsystem (ADR 0031)', () => {
  it('is I-P by default, saves SI, and the user info carries the choice', async () => {
    expect((await userInfo()).AppUser.UnitSystem).toBe('IP');
    const saved = await callApi(app, rep, 'PUT', '/AppUser/unitsystem', { UnitSystem: 'SI' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ EmailAddress: 'rep@northwind.test', UnitSystem: 'SI' });
    expect((await userInfo()).AppUser.UnitSystem).toBe('SI');
    // A new sign-in (another device) sees the same choice: it lives on the user, not the session.
    rep = await signIn(app, 'rep@northwind.test');
    expect((await userInfo()).AppUser.UnitSystem).toBe('SI');
  });

  it('refuses a value that is not IP or SI with a 400 naming the field', async () => {
    for (const UnitSystem of ['metric', '', 1, null]) {
      const response = await callApi(app, rep, 'PUT', '/AppUser/unitsystem', { UnitSystem });
      expect(response.statusCode, String(UnitSystem)).toBe(400);
      expect(response.json().fieldErrors).toEqual({ UnitSystem: 'Units must be I-P or SI.' });
    }
    const missing = await callApi(app, rep, 'PUT', '/AppUser/unitsystem', {});
    expect(missing.statusCode).toBe(400);
    expect((await userInfo()).AppUser.UnitSystem).toBe('SI');
  });

  it('needs a signed-in user', async () => {
    const response = await callApi(app, null, 'PUT', '/AppUser/unitsystem', { UnitSystem: 'SI' });
    expect(response.statusCode).toBe(401);
  });

  it('leaves the selection API in I-P: an SI user gets the same °F/MBH answer as an I-P user', async () => {
    const fanCoils = await inputsForModel(app, rep, 'FHC-06');
    const body = {
      ...coilInput({ CoilConfiguration: 2, Heating: hotWaterSide(), CoolingEnteringWbF: 65 }),
      ProductModelClassId: fanCoils.ProductModel.ProductModelClassId,
    };
    await callApi(app, rep, 'PUT', '/AppUser/unitsystem', { UnitSystem: 'SI' });
    const asSi = await callApi(app, rep, 'PUT', '/ItemSelection/GetRRResults', body);
    await callApi(app, rep, 'PUT', '/AppUser/unitsystem', { UnitSystem: 'IP' });
    const asIp = await callApi(app, rep, 'PUT', '/ItemSelection/GetRRResults', body);
    expect(asSi.statusCode, asSi.body).toBe(200);
    expect(asSi.json()).toEqual(asIp.json());
    const capacities = asSi
      .json()
      .Results.map((result: { Cooling?: { TotalMbh?: number } }) => result.Cooling?.TotalMbh);
    // Fan coils of this size cool some MBH (I-P); in kW the figures would be under a third of these.
    expect(capacities.some((mbh: number | undefined) => (mbh ?? 0) > 5)).toBe(true);
    expect((await userInfo()).AppUser.UnitSystem).toBe('IP');
  });
});
