import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { productModels } from '../../db/schema/catalog.ts';
import { seedCatalog } from '../../db/seed/catalog-data.ts';
import { callApi } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let rep: string;

beforeAll(async () => {
  app = await createTestApp();
  rep = await signIn(app, 'rep@northwind.test');
});
afterAll(async () => app.close());

type Model = {
  Name: string;
  UnitSize: string;
  NominalCfm: number;
  NominalCapacityMbh: string;
  IsActive: boolean;
};
type ProductType = {
  ProductTypeId: number;
  Name: string;
  ProductTypeCategories: Array<{
    Name: string;
    ProductTypeLookup: number;
    ProductModelClasses: Array<{ Name: string; ProductModels: Model[] }>;
  }>;
};

const hierarchy = async (includeInactive: boolean): Promise<ProductType[]> => {
  const response = await callApi(app, rep, 'POST', '/productType/search', {
    IncludeInactive: includeInactive,
  });
  expect(response.statusCode).toBe(200);
  return response.json().productTypes;
};

describe('the product hierarchy', () => {
  it('has the four product types of the spec with their categories, classes and models', async () => {
    const types = await hierarchy(false);
    expect(types.map((type) => [type.ProductTypeId, type.Name])).toEqual([
      [1, 'Fan Coil'],
      [2, 'Air Handler'],
      [3, 'Water Source Heat Pump'],
      [4, 'ECO'],
    ]);
    const fanCoil = types[0];
    expect(
      fanCoil?.ProductTypeCategories.map((category) => [category.Name, category.ProductTypeLookup]),
    ).toEqual([
      ['Horizontal Concealed', 1],
      ['Vertical Concealed', 1],
      ['Vertical Cabinet', 1],
      ['Console', 3],
    ]);
    const horizontal = fanCoil?.ProductTypeCategories[0]?.ProductModelClasses[0]?.ProductModels ?? [];
    expect(horizontal.map((model) => [model.Name, model.NominalCfm, model.NominalCapacityMbh])).toEqual([
      ['FHC-02', 200, '8.80'],
      ['FHC-03', 300, '10.50'],
      ['FHC-04', 400, '13.90'],
      ['FHC-06', 600, '19.90'],
      ['FHC-08', 800, '23.40'],
      ['FHC-10', 1000, '33.10'],
      ['FHC-12', 1200, '43.00'],
    ]);
    const heatPumps = types[2]?.ProductTypeCategories[0]?.ProductModelClasses.map(
      (modelClass) => modelClass.Name,
    );
    expect(heatPumps).toEqual(['WSH', 'WSV']);
    const wsh = types[2]?.ProductTypeCategories[0]?.ProductModelClasses[0]?.ProductModels ?? [];
    expect(wsh.map((model) => model.UnitSize)).toEqual(['007', '012', '015', '024', '036', '048', '060']);
    expect(wsh.find((model) => model.UnitSize === '036')).toMatchObject({
      NominalCfm: 1200,
      NominalCapacityMbh: '35.80',
    });
  });

  it('stores the spec ProductTypeLookup on every category: BlowerCoil 2, WaterSourceHeatPump and EcoSeries 5', async () => {
    const types = await hierarchy(true);
    expect(
      types.map((type) => [
        type.Name,
        type.ProductTypeCategories.map((category) => [category.Name, category.ProductTypeLookup]),
      ]),
    ).toEqual([
      [
        'Fan Coil',
        [
          ['Horizontal Concealed', 1],
          ['Vertical Concealed', 1],
          ['Vertical Cabinet', 1],
          ['Console', 3],
        ],
      ],
      [
        'Air Handler',
        [
          ['Blower Coil', 2],
          ['Modular Air Handler', 2],
        ],
      ],
      ['Water Source Heat Pump', [['Water Source Heat Pump', 5]]],
      ['ECO', [['ECO Series', 5]]],
    ]);
  });

  it('reads the catalog from the database: a retired model is left out unless inactive ones are asked for', async () => {
    await app.deps.db.update(productModels).set({ isActive: false }).where(eq(productModels.name, 'FHC-12'));
    const names = (types: ProductType[]) =>
      types.flatMap((type) =>
        type.ProductTypeCategories.flatMap((category) =>
          category.ProductModelClasses.flatMap((modelClass) =>
            modelClass.ProductModels.map((model) => model.Name),
          ),
        ),
      );
    expect(names(await hierarchy(false))).not.toContain('FHC-12');
    expect(names(await hierarchy(true))).toContain('FHC-12');
    const all = (await callApi(app, rep, 'GET', '/producttype')).json();
    expect(names(all)).toContain('FHC-12');
  });

  it('seeds idempotently: a second run adds nothing and keeps edits', async () => {
    const before = await app.deps.db.select().from(productModels);
    await seedCatalog(app.deps.db);
    const after = await app.deps.db.select().from(productModels);
    expect(after).toHaveLength(before.length);
    expect(after.find((model) => model.name === 'FHC-12')?.isActive).toBe(false);
  });

  it('answers the product types as lookup options', async () => {
    const response = await callApi(app, rep, 'GET', '/Project/GetProductTypeLookups');
    expect(response.json()).toEqual([
      { Id: 1, Name: 'Fan Coil', IsActive: true },
      { Id: 2, Name: 'Air Handler', IsActive: true },
      { Id: 3, Name: 'Water Source Heat Pump', IsActive: true },
      { Id: 4, Name: 'ECO', IsActive: true },
    ]);
  });

  it('needs a token', async () => {
    expect((await callApi(app, null, 'GET', '/producttype')).statusCode).toBe(401);
    expect((await callApi(app, null, 'POST', '/productType/search', {})).statusCode).toBe(401);
    expect((await callApi(app, null, 'GET', '/Project/GetProductTypeLookups')).statusCode).toBe(401);
  });
});
