import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { modelIdByName, request } from '../../test/catalog-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let admin: string;
let rep: string;

beforeAll(async () => {
  app = await createTestApp();
  [admin, rep] = await Promise.all([signIn(app, 'admin@airquote.test'), signIn(app, 'rep@northwind.test')]);
});
afterAll(async () => app.close());

type Voltage = { VoltageId: number; Name: string; Volts: number; Phase: number; Hertz: number };
const voltageNamed = async (name: string): Promise<Voltage> =>
  (await request(app, rep, 'GET', '/voltage')).json().find((voltage: Voltage) => voltage.Name === name);

describe('voltage', () => {
  it('lists the seeded supplies and answers one by id', async () => {
    const all: Voltage[] = (await request(app, rep, 'GET', '/voltage')).json();
    expect(all.map((voltage) => voltage.Name)).toEqual([
      '115/1/60',
      '208/1/60',
      '230/1/60',
      '277/1/60',
      '208/3/60',
      '460/3/60',
    ]);
    const one = await request(app, rep, 'GET', `/voltage/${all[5]?.VoltageId}`);
    expect(one.json()).toEqual({
      VoltageId: all[5]?.VoltageId,
      Name: '460/3/60',
      Volts: 460,
      Phase: 3,
      Hertz: 60,
    });
    expect((await request(app, rep, 'GET', '/voltage/0')).statusCode).toBe(400);
    expect((await request(app, rep, 'GET', '/voltage/123456')).statusCode).toBe(404);
  });

  it('adds, patches and deletes a voltage; a name that disagrees with its numbers is 400, a duplicate 409', async () => {
    const body = { Name: '575/3/60', Volts: 575, Phase: 3, Hertz: 60 };
    expect((await request(app, rep, 'POST', '/voltage', body)).statusCode).toBe(403);
    const mismatch = await request(app, admin, 'POST', '/voltage', { ...body, Volts: 600 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Name must be 600/3/60 to match Volts, Phase and Hertz.');
    const badPhase = await request(app, admin, 'POST', '/voltage', { ...body, Phase: 2 });
    expect(badPhase.json().fieldErrors.Phase).toBe('Phase must be 1 or 3');
    const created = await request(app, admin, 'POST', '/voltage', body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().VoltageId;
    expect((await request(app, admin, 'POST', '/voltage', body)).statusCode).toBe(409);
    const patched = await request(app, admin, 'PATCH', `/voltage/${id}`, { Hertz: 50, Name: '575/3/50' });
    expect(patched.json()).toEqual({ VoltageId: id, Name: '575/3/50', Volts: 575, Phase: 3, Hertz: 50 });
    const half = await request(app, admin, 'PATCH', `/voltage/${id}`, { Hertz: 60 });
    expect(half.statusCode).toBe(400);
    expect((await request(app, admin, 'DELETE', `/voltage/${id}`)).statusCode).toBe(200);
    expect((await request(app, admin, 'GET', `/voltage/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a voltage in use (409) and to rename it onto another (409)', async () => {
    const v115 = await voltageNamed('115/1/60');
    const inUse = await request(app, admin, 'DELETE', `/voltage/${v115.VoltageId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(
      /^Voltage 115\/1\/60 is in use by \d+ product voltage\(s\) and \d+ motor\(s\); remove those first\.$/,
    );
    const clash = await request(app, admin, 'PUT', `/voltage/${v115.VoltageId}`, {
      Name: '208/1/60',
      Volts: 208,
      Phase: 1,
      Hertz: 60,
    });
    expect(clash.statusCode).toBe(409);
  });
});

describe('ProductVoltage calls', () => {
  it('GetByProductModel answers the voltages a model is offered in; 404 for a missing model', async () => {
    const fhc08 = await modelIdByName(app, 'FHC-08');
    const rows = (await request(app, rep, 'GET', `/ProductVoltage/GetByProductModel/${fhc08}`)).json();
    expect(rows.map((row: { Voltage: Voltage }) => row.Voltage.Name)).toEqual([
      '115/1/60',
      '208/1/60',
      '230/1/60',
      '277/1/60',
      '460/3/60',
    ]);
    const fhc06 = await modelIdByName(app, 'FHC-06');
    const small = (await request(app, rep, 'GET', `/ProductVoltage/GetByProductModel/${fhc06}`)).json();
    expect(small.map((row: { Voltage: Voltage }) => row.Voltage.Name)).not.toContain('460/3/60');
    expect((await request(app, rep, 'GET', '/ProductVoltage/GetByProductModel/999999')).statusCode).toBe(404);
  });

  it('GetVoltageOptionsByProductModel gives each voltage with its motor types: no PSC at 460 V', async () => {
    const fhc08 = await modelIdByName(app, 'FHC-08');
    const options = (
      await request(app, rep, 'POST', '/ProductVoltage/GetVoltageOptionsByProductModel', {
        ProductModelId: fhc08,
      })
    ).json();
    expect(
      options.map((option: Voltage & { MotorTypes: number[] }) => [option.Name, option.MotorTypes]),
    ).toEqual([
      ['115/1/60', [1, 2]],
      ['208/1/60', [1, 2]],
      ['230/1/60', [1, 2]],
      ['277/1/60', [1, 2]],
      ['460/3/60', [2]],
    ]);
    const missing = await request(app, rep, 'POST', '/ProductVoltage/GetVoltageOptionsByProductModel', {
      ProductModelId: 999999,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Product model 999999 does not exist.');
    const noBody = await request(app, rep, 'POST', '/ProductVoltage/GetVoltageOptionsByProductModel', {});
    expect(noBody.statusCode).toBe(400);
  });

  it('GetProductMotorVoltages lists the motors of one type with nameplate data and voltage', async () => {
    const wsh036 = await modelIdByName(app, 'WSH-036');
    const ecm = (
      await request(app, rep, 'POST', '/ProductVoltage/GetProductMotorVoltages', {
        ProductModelId: wsh036,
        MotorType: 2,
      })
    ).json();
    expect(ecm.map((motor: { Voltage: Voltage }) => motor.Voltage.Name)).toEqual([
      '208/1/60',
      '230/1/60',
      '277/1/60',
      '208/3/60',
      '460/3/60',
    ]);
    const at208 = ecm.find((motor: { Voltage: Voltage }) => motor.Voltage.Name === '208/1/60');
    const at460 = ecm.find((motor: { Voltage: Voltage }) => motor.Voltage.Name === '460/3/60');
    expect(at208).toMatchObject({ MotorType: 2, Horsepower: 0.333 });
    // The same motor draws less current at a higher voltage.
    expect(at460.FullLoadAmps).toBeLessThan(at208.FullLoadAmps);
    const wrongType = await request(app, rep, 'POST', '/ProductVoltage/GetProductMotorVoltages', {
      ProductModelId: wsh036,
      MotorType: 3,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors.MotorType).toBe('MotorType must be 1 (PSC) or 2 (ECM)');
  });
});

describe('productvoltage and productmotor writes', () => {
  it('offers a model a new voltage, adds its motor, and refuses what would orphan motors', async () => {
    const fhc06 = await modelIdByName(app, 'FHC-06');
    const v460 = await voltageNamed('460/3/60');
    const motorBody = {
      ProductModelId: fhc06,
      MotorType: 2,
      VoltageId: v460.VoltageId,
      Horsepower: 0.167,
      FullLoadAmps: 0.6,
    };
    const notOffered = await request(app, admin, 'POST', '/productmotor', motorBody);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe(
      'Product model FHC-06 is not offered in 460/3/60; add that product voltage first.',
    );

    const offered = await request(app, admin, 'POST', '/productvoltage', {
      ProductModelId: fhc06,
      VoltageId: v460.VoltageId,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({ IsActive: true, Voltage: { Name: '460/3/60' } });
    const again = await request(app, admin, 'POST', '/productvoltage', {
      ProductModelId: fhc06,
      VoltageId: v460.VoltageId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Product model FHC-06 is already offered in 460/3/60.');

    const motor = await request(app, admin, 'POST', '/productmotor', motorBody);
    expect(motor.statusCode, motor.body).toBe(200);
    expect((await request(app, admin, 'POST', '/productmotor', motorBody)).statusCode).toBe(409);
    const patched = await request(app, admin, 'PATCH', `/productmotor/${motor.json().ProductMotorId}`, {
      FullLoadAmps: 0.7,
    });
    expect(patched.json()).toMatchObject({ FullLoadAmps: 0.7, Horsepower: 0.167 });
    const listed = (
      await request(app, rep, 'GET', `/productmotor?productModelId=${fhc06}&motorType=2`)
    ).json();
    expect(
      listed.some((row: { ProductMotorId: number }) => row.ProductMotorId === motor.json().ProductMotorId),
    ).toBe(true);

    const productVoltageId = offered.json().ProductVoltageId;
    const blocked = await request(app, admin, 'DELETE', `/productvoltage/${productVoltageId}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      'The model has 1 motor(s) wound for 460/3/60; change or delete them before you delete this product voltage.',
    );
    // Deactivating keeps the motors; it only hides the voltage from the options.
    const inactive = await request(app, admin, 'PATCH', `/productvoltage/${productVoltageId}`, {
      IsActive: false,
    });
    expect(inactive.json()).toMatchObject({ IsActive: false, VoltageId: v460.VoltageId });
    const options = (
      await request(app, rep, 'POST', '/ProductVoltage/GetVoltageOptionsByProductModel', {
        ProductModelId: fhc06,
      })
    ).json();
    expect(options.map((option: Voltage) => option.Name)).not.toContain('460/3/60');

    expect(
      (await request(app, admin, 'DELETE', `/productmotor/${motor.json().ProductMotorId}`)).statusCode,
    ).toBe(200);
    expect((await request(app, admin, 'DELETE', `/productvoltage/${productVoltageId}`)).statusCode).toBe(200);
    expect((await request(app, admin, 'GET', `/productvoltage/${productVoltageId}`)).statusCode).toBe(404);
  });

  it('answers 400 for unknown references and bad numbers, 403 without admin.products', async () => {
    const fhc06 = await modelIdByName(app, 'FHC-06');
    const unknownVoltage = await request(app, admin, 'POST', '/productvoltage', {
      ProductModelId: fhc06,
      VoltageId: 999999,
    });
    expect(unknownVoltage.statusCode).toBe(400);
    expect(unknownVoltage.json().message).toBe('Voltage 999999 does not exist.');
    const badAmps = await request(app, admin, 'POST', '/productmotor', {
      ProductModelId: fhc06,
      MotorType: 1,
      VoltageId: 1,
      Horsepower: 0.1,
      FullLoadAmps: 0,
    });
    expect(badAmps.statusCode).toBe(400);
    expect(badAmps.json().fieldErrors.FullLoadAmps).toBe('Full load amps must be above 0');
    expect((await request(app, rep, 'DELETE', '/productmotor/1')).statusCode).toBe(403);
    expect(
      (await request(app, rep, 'PUT', '/productvoltage/1', { ProductModelId: fhc06, VoltageId: 1 }))
        .statusCode,
    ).toBe(403);
  });
});
