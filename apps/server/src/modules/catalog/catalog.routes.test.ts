import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { modelClassIdByName, modelIdByName, request } from '../../test/catalog-fixtures.ts';
import { signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: App;
let admin: string;
let rep: string;
let engineer: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, rep, engineer } = await signInDemoAccounts(app, ['admin', 'rep', 'engineer']));
});
afterAll(async () => app.close());

describe('catalog reads (spec section 7)', () => {
  it('GET ProductType/{id} answers one type with its hierarchy, 404 for none and 400 for a bad id', async () => {
    const wshp = await request(app, rep, 'GET', '/ProductType/3');
    expect(wshp.statusCode).toBe(200);
    expect(wshp.json().Name).toBe('Water Source Heat Pump');
    const classes = wshp.json().ProductTypeCategories[0].ProductModelClasses;
    expect(classes.map((modelClass: { Name: string }) => modelClass.Name)).toEqual(['WSH', 'WSV']);
    expect((await request(app, rep, 'GET', '/ProductType/99')).statusCode).toBe(404);
    const bad = await request(app, rep, 'GET', '/ProductType/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/number/i);
  });

  it('lists categories, classes and unit sizes, filtered by their parent', async () => {
    const categories = (await request(app, rep, 'GET', '/ProductTypeCategory?productTypeId=1')).json();
    expect(categories.map((row: { Name: string }) => row.Name)).toEqual([
      'Horizontal Concealed',
      'Vertical Concealed',
      'Vertical Cabinet',
      'Console',
    ]);
    expect((await request(app, rep, 'GET', '/ProductTypeCategory')).json().length).toBeGreaterThan(4);
    const classes = (
      await request(
        app,
        rep,
        'GET',
        `/ProductModelClass?productTypeCategoryId=${categories[3].ProductTypeCategoryId}`,
      )
    ).json();
    expect(classes.map((row: { Name: string }) => row.Name)).toEqual(['FCS']);
    const sizes = (await request(app, rep, 'GET', '/UnitSize?productTypeId=3')).json();
    expect(sizes.map((row: { Code: string; NominalTons: number }) => [row.Code, row.NominalTons])).toEqual([
      ['007', 0.6],
      ['012', 1],
      ['015', 1.25],
      ['024', 2],
      ['036', 3],
      ['048', 4],
      ['060', 5],
    ]);
    expect((await request(app, rep, 'GET', '/UnitSize?productTypeId=0')).statusCode).toBe(400);
  });

  it('shows base list prices only to readers with pricing.view: never to an Engineer', async () => {
    const classId = await modelClassIdByName(app, 'FHC-02');
    const forRep = (await request(app, rep, 'GET', `/ProductModel?productModelClassId=${classId}`)).json();
    expect(forRep[0]).toMatchObject({ Name: 'FHC-02', NominalCfm: 200, BaseListPrice: '1450.00' });
    const forEngineer = (
      await request(app, engineer, 'GET', `/ProductModel?productModelClassId=${classId}`)
    ).json();
    expect(forEngineer).toHaveLength(7);
    expect(forEngineer.every((model: { BaseListPrice: unknown }) => model.BaseListPrice === null)).toBe(true);
  });

  it('GET ProductUnitSize answers dimensions and weight of every model', async () => {
    const all = (await request(app, rep, 'GET', '/ProductUnitSize')).json();
    const fhc06 = await modelIdByName(app, 'FHC-06');
    const row = all.find((item: { ProductModelId: number }) => item.ProductModelId === fhc06);
    expect(row).toMatchObject({ LengthIn: 52, WidthIn: 21, HeightIn: 10.5, WeightLb: 88 });
    const one = await request(app, rep, 'GET', `/productunitsize/${row.ProductUnitSizeId}`);
    expect(one.json()).toEqual(row);
    expect((await request(app, rep, 'GET', '/productunitsize/999999')).statusCode).toBe(404);
  });

  it('needs a token and project.view', async () => {
    for (const url of [
      '/ProductType/1',
      '/ProductTypeCategory',
      '/ProductModel',
      '/UnitSize',
      '/productunitsize',
    ])
      expect((await request(app, null, 'GET', url)).statusCode).toBe(401);
  });
});

describe('productunitsize writes', () => {
  it('changes dimensions, refuses a unit size of another product type (400) and a second row for a model (409)', async () => {
    const fhc06 = await modelIdByName(app, 'FHC-06');
    const [row] = (await request(app, admin, 'GET', `/productunitsize?productModelId=${fhc06}`)).json();
    const patched = await request(app, admin, 'PATCH', `/productunitsize/${row.ProductUnitSizeId}`, {
      WeightLb: 91.5,
    });
    expect(patched.json()).toEqual({ ...row, WeightLb: 91.5 });
    const wshpSizes = (await request(app, admin, 'GET', '/UnitSize?productTypeId=3')).json();
    const wrongType = await request(app, admin, 'PATCH', `/productunitsize/${row.ProductUnitSizeId}`, {
      UnitSizeId: wshpSizes[0].UnitSizeId,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Unit size 007 belongs to another product type than FHC-06.');
    const second = await request(app, admin, 'POST', '/productunitsize', {
      ...row,
      ProductUnitSizeId: undefined,
    });
    expect(second.statusCode).toBe(409);
    const negative = await request(app, admin, 'PUT', `/productunitsize/${row.ProductUnitSizeId}`, {
      ...row,
      HeightIn: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors.HeightIn).toBe('Height must be above 0');
    const unknownModel = await request(app, admin, 'PUT', `/productunitsize/${row.ProductUnitSizeId}`, {
      ...row,
      ProductModelId: 999999,
    });
    expect(unknownModel.json().message).toBe('Product model 999999 does not exist.');
    expect(
      (await request(app, engineer, 'PATCH', `/productunitsize/${row.ProductUnitSizeId}`, { WeightLb: 1 }))
        .statusCode,
    ).toBe(403);
  });
});
