import { ProductType, ProductTypeLookup } from '@airquote/shared/enums/lookups';
import { eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client.ts';
import {
  productModelClasses,
  productModels,
  productTypeCategories,
  productTypes,
} from '../schema/catalog.ts';

/**
 * The seeded catalog (docs/domain.md sections 3 and 4): every product type with its categories, model
 * classes and models. Issue #4 adds the engineering data around these rows; add a model here by
 * adding a line to its class. Rows are matched by name, so a seed run never duplicates or changes
 * what an admin edited.
 */
export type ModelSeed = {
  unitSize: string;
  nominalCfm: number;
  /** Nominal cooling capacity at rating conditions, MBH. */
  nominalCapacityMbh: string;
  baseListPriceCents: number;
};
export type ModelClassSeed = { name: string; description: string; models: ModelSeed[] };
export type CategorySeed = { name: string; productTypeLookup: number; modelClasses: ModelClassSeed[] };
export type ProductTypeSeed = { productTypeId: number; name: string; categories: CategorySeed[] };

const dollars = (amount: number) => Math.round(amount * 100);

/** Fan coil sizes 02…12 = 200…1200 nominal cfm, AHRI 440 3-row ratings (docs/domain.md section 4). */
const fanCoilRatings: Array<[unitSize: string, cfm: number, mbh: string]> = [
  ['02', 200, '8.80'],
  ['03', 300, '10.50'],
  ['04', 400, '13.90'],
  ['06', 600, '19.90'],
  ['08', 800, '23.40'],
  ['10', 1000, '33.10'],
  ['12', 1200, '43.00'],
];
/** List prices of the horizontal concealed unit; other cabinets are priced relative to it. */
const fanCoilBasePrices: Record<string, number> = {
  '02': 1450,
  '03': 1560,
  '04': 1720,
  '06': 2080,
  '08': 2460,
  '10': 3150,
  '12': 3900,
};

function fanCoilModels(sizes: string[], priceFactor: number): ModelSeed[] {
  return fanCoilRatings
    .filter(([unitSize]) => sizes.includes(unitSize))
    .map(([unitSize, nominalCfm, nominalCapacityMbh]) => ({
      unitSize,
      nominalCfm,
      nominalCapacityMbh,
      // Rounded to $10 as a price list would be.
      baseListPriceCents: dollars(Math.round(((fanCoilBasePrices[unitSize] ?? 0) * priceFactor) / 10) * 10),
    }));
}
const allFanCoilSizes = fanCoilRatings.map(([unitSize]) => unitSize);

/** WSHP water-loop ratings (ISO 13256-1), about 400 cfm per ton. */
const heatPumpRatings: Array<[unitSize: string, cfm: number, mbh: string, price: number]> = [
  ['007', 250, '7.60', 2350],
  ['012', 400, '13.00', 2680],
  ['015', 500, '15.50', 2920],
  ['024', 800, '23.70', 3540],
  ['036', 1200, '35.80', 4380],
  ['048', 1600, '48.40', 5260],
  ['060', 2000, '59.50', 6120],
];
function heatPumpModels(priceFactor: number): ModelSeed[] {
  return heatPumpRatings.map(([unitSize, nominalCfm, nominalCapacityMbh, price]) => ({
    unitSize,
    nominalCfm,
    nominalCapacityMbh,
    baseListPriceCents: dollars(Math.round((price * priceFactor) / 10) * 10),
  }));
}

const model = (unitSize: string, nominalCfm: number, mbh: string, price: number): ModelSeed => ({
  unitSize,
  nominalCfm,
  nominalCapacityMbh: mbh,
  baseListPriceCents: dollars(price),
});

export const catalogSeed: ProductTypeSeed[] = [
  {
    productTypeId: ProductType.FanCoil,
    name: 'Fan Coil',
    categories: [
      {
        name: 'Horizontal Concealed',
        productTypeLookup: ProductTypeLookup.FamCoil,
        modelClasses: [
          {
            name: 'FHC',
            description: 'Horizontal concealed fan coil, ducted, up to 0.5 in. w.c. ESP',
            models: fanCoilModels(allFanCoilSizes, 1),
          },
        ],
      },
      {
        name: 'Vertical Concealed',
        productTypeLookup: ProductTypeLookup.FamCoil,
        modelClasses: [
          {
            name: 'FVC',
            description: 'Vertical concealed fan coil for chase or closet installation',
            models: fanCoilModels(allFanCoilSizes, 1.05),
          },
        ],
      },
      {
        name: 'Vertical Cabinet',
        productTypeLookup: ProductTypeLookup.FamCoil,
        modelClasses: [
          {
            name: 'FVB',
            description: 'Vertical fan coil in a finished cabinet with top discharge grille',
            models: fanCoilModels(allFanCoilSizes, 1.25),
          },
        ],
      },
      {
        name: 'Console',
        productTypeLookup: ProductTypeLookup.Console,
        modelClasses: [
          {
            name: 'FCS',
            description: 'Low-profile console fan coil for under-window installation',
            models: fanCoilModels(['02', '03', '04', '06'], 1.3),
          },
        ],
      },
    ],
  },
  {
    productTypeId: ProductType.AirHandler,
    name: 'Air Handler',
    categories: [
      {
        name: 'Blower Coil',
        productTypeLookup: ProductTypeLookup.BlowerCoil,
        modelClasses: [
          {
            name: 'BCH',
            description: 'Horizontal blower coil with belt or direct drive, up to 1.5 in. w.c. ESP',
            models: [
              model('08', 800, '26.00', 3850),
              model('12', 1200, '40.00', 4620),
              model('16', 1600, '52.00', 5480),
              model('20', 2000, '66.00', 6350),
            ],
          },
        ],
      },
      {
        name: 'Modular Air Handler',
        productTypeLookup: ProductTypeLookup.BlowerCoil,
        modelClasses: [
          {
            name: 'MAH',
            description: 'Modular indoor air handler with mixing box and filter section',
            models: [model('20', 2000, '68.00', 8900), model('30', 3000, '100.00', 11400)],
          },
        ],
      },
    ],
  },
  {
    productTypeId: ProductType.WSHP,
    name: 'Water Source Heat Pump',
    categories: [
      {
        name: 'Water Source Heat Pump',
        productTypeLookup: ProductTypeLookup.WaterSourceHeatPump,
        modelClasses: [
          {
            name: 'WSH',
            description: 'Horizontal water source heat pump, R-454B, for ceiling plenum installation',
            models: heatPumpModels(1),
          },
          {
            name: 'WSV',
            description: 'Vertical water source heat pump, R-454B, for closet installation',
            models: heatPumpModels(1.04),
          },
        ],
      },
    ],
  },
  {
    productTypeId: ProductType.ECO,
    name: 'ECO',
    categories: [
      {
        name: 'ECO Series',
        productTypeLookup: ProductTypeLookup.EcoSeries,
        modelClasses: [
          {
            name: 'ECO',
            description: 'High-efficiency EC-motor fan coil with integrated controls',
            models: [
              model('04', 400, '14.50', 2150),
              model('06', 600, '20.50', 2520),
              model('08', 800, '24.50', 2980),
              model('12', 1200, '44.00', 4450),
            ],
          },
        ],
      },
    ],
  },
];

/** Model names are the class name and unit size, e.g. FHC-06 or WSV-024. */
export const modelName = (className: string, unitSize: string) => `${className}-${unitSize}`;

/** Adds the catalog rows that are missing (idempotent; existing rows are left as they are). */
export async function seedCatalog(db: DatabaseOrTransaction, catalog = catalogSeed): Promise<void> {
  await db
    .insert(productTypes)
    .values(
      catalog.map((type, index) => ({
        productTypeId: type.productTypeId,
        name: type.name,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();

  const categoryIds = new Map<string, number>();
  const existingCategories = await db.select().from(productTypeCategories);
  for (const row of existingCategories)
    categoryIds.set(`${row.productTypeId}/${row.name}`, row.productTypeCategoryId);
  const newCategories = catalog.flatMap((type) =>
    type.categories
      .map((category, index) => ({ type, category, index }))
      .filter(({ category }) => !categoryIds.has(`${type.productTypeId}/${category.name}`))
      .map(({ category, index }) => ({
        productTypeId: type.productTypeId,
        name: category.name,
        productTypeLookup: category.productTypeLookup,
        sortOrder: index + 1,
      })),
  );
  if (newCategories.length) {
    for (const row of await db.insert(productTypeCategories).values(newCategories).returning())
      categoryIds.set(`${row.productTypeId}/${row.name}`, row.productTypeCategoryId);
  }

  const classIds = new Map<string, number>();
  const categoryIdList = [...categoryIds.values()];
  const existingClasses = await db
    .select()
    .from(productModelClasses)
    .where(inArray(productModelClasses.productTypeCategoryId, categoryIdList));
  for (const row of existingClasses)
    classIds.set(`${row.productTypeCategoryId}/${row.name}`, row.productModelClassId);
  const newClasses = catalog.flatMap((type) =>
    type.categories.flatMap((category) => {
      const productTypeCategoryId = categoryIds.get(`${type.productTypeId}/${category.name}`) as number;
      return category.modelClasses
        .map((modelClass, index) => ({ modelClass, index }))
        .filter(({ modelClass }) => !classIds.has(`${productTypeCategoryId}/${modelClass.name}`))
        .map(({ modelClass, index }) => ({
          productTypeCategoryId,
          name: modelClass.name,
          description: modelClass.description,
          sortOrder: index + 1,
        }));
    }),
  );
  if (newClasses.length) {
    for (const row of await db.insert(productModelClasses).values(newClasses).returning())
      classIds.set(`${row.productTypeCategoryId}/${row.name}`, row.productModelClassId);
  }

  const existingModelNames = new Set(
    (await db.select({ name: productModels.name }).from(productModels)).map((row) => row.name),
  );
  const newModels = catalog.flatMap((type) =>
    type.categories.flatMap((category) =>
      category.modelClasses.flatMap((modelClass) => {
        const categoryId = categoryIds.get(`${type.productTypeId}/${category.name}`);
        const productModelClassId = classIds.get(`${categoryId}/${modelClass.name}`) as number;
        return modelClass.models
          .map((seed, index) => ({ seed, index, name: modelName(modelClass.name, seed.unitSize) }))
          .filter(({ name }) => !existingModelNames.has(name))
          .map(({ seed, index, name }) => ({ productModelClassId, name, ...seed, sortOrder: index + 1 }));
      }),
    ),
  );
  if (newModels.length) await db.insert(productModels).values(newModels);
}

/** Catalog ids of models by name (for demo data and tests). */
export async function findModelsByName(db: DatabaseOrTransaction, names: string[]) {
  const rows = await db
    .select({
      productModelId: productModels.productModelId,
      name: productModels.name,
      productModelClassId: productModelClasses.productModelClassId,
      productTypeCategoryId: productTypeCategories.productTypeCategoryId,
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
    )
    .where(inArray(productModels.name, names));
  return new Map(rows.map((row) => [row.name, row]));
}
