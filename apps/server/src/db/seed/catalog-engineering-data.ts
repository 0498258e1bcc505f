import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client.ts';
import { productModelClasses, productModels, productTypeCategories } from '../schema/catalog.ts';
import {
  electricHeatOptions,
  productMotors,
  productUnitSizes,
  productVoltages,
  unitSizes,
  voltages,
} from '../schema/catalog-engineering.ts';
import { catalogSeed } from './catalog-data.ts';
import { fullLoadAmps, modelDimensions, motorHorsepower, unitSizeSeed } from './catalog-dimensions.ts';
import { seedCompressorRatings } from './catalog-electrical-data.ts';
import { type SeededModel, seedCatalogRatings } from './catalog-ratings-data.ts';
import type { RatingsRefresh } from './catalog-ratings-refresh.ts';
import { seedSubmittalData } from './catalog-submittal-data.ts';
import {
  classOptions,
  modelElectricHeatKw,
  modelVoltageCodes,
  motorTypesFor,
  voltageCodes,
} from './code-string-options.ts';

/**
 * The engineering data of every seeded model (docs/domain.md sections 3 and 4): unit sizes, dimensions
 * and weights, voltages, motors with nameplate data and electric heat here; coil, fan, filter and
 * heat pump ratings in catalog-ratings-data.ts; sound power, pipe connections and service clearances in
 * catalog-submittal-data.ts. Rows are matched by their natural keys (unique
 * indexes), so a second run adds only what is missing and never overwrites an admin's edits.
 */
export const voltageSeed = Object.values(voltageCodes).map((name) => {
  const [volts, phase, hertz] = name.split('/').map(Number) as [number, number, number];
  return { name, volts, phase, hertz };
});

/** Every model of a seeded class, with what its class offers. */
export async function selectSeededModels(db: DatabaseOrTransaction): Promise<SeededModel[]> {
  const rows = await db
    .select({
      productModelId: productModels.productModelId,
      name: productModels.name,
      unitSize: productModels.unitSize,
      nominalCfm: productModels.nominalCfm,
      className: productModelClasses.name,
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
  const classes = new Map(
    catalogSeed.flatMap((type) =>
      type.categories.flatMap((category) =>
        category.modelClasses.map((modelClass) => [
          modelClass.name,
          classOptions(
            type.productTypeId,
            modelClass.name,
            modelClass.description,
            modelClass.models.map((model) => model.unitSize),
          ),
        ]),
      ),
    ),
  );
  return rows.flatMap((row) => {
    const options = classes.get(row.className);
    return options && options.productTypeId === row.productTypeId ? [{ ...row, options }] : [];
  });
}

/** Returns what the ratings refresh did (ADR 0045), for the start-up log. */
export async function seedCatalogEngineering(db: DatabaseOrTransaction): Promise<RatingsRefresh> {
  await db.insert(voltages).values(voltageSeed).onConflictDoNothing();
  await db.insert(unitSizes).values(unitSizeSeed).onConflictDoNothing();
  const voltageIds = new Map((await db.select().from(voltages)).map((row) => [row.name, row.voltageId]));
  const unitSizeIds = new Map(
    (await db.select().from(unitSizes)).map((row) => [`${row.productTypeId}/${row.code}`, row.unitSizeId]),
  );
  const models = await selectSeededModels(db);

  const dimensions = models.flatMap((model) => {
    const size = modelDimensions(model.className, model.unitSize);
    const unitSizeId = unitSizeIds.get(`${model.productTypeId}/${model.unitSize}`);
    return size && unitSizeId ? [{ productModelId: model.productModelId, unitSizeId, ...size }] : [];
  });
  const offered = models.flatMap((model) =>
    modelVoltageCodes(model.options, model.unitSize).map((code) => ({
      model,
      code,
      name: voltageCodes[code],
    })),
  );
  const motors = offered.flatMap(({ model, code, name }) => {
    const [volts, phase] = name.split('/').map(Number) as [number, number];
    const horsepower = motorHorsepower(model.productTypeId, model.nominalCfm);
    return motorTypesFor(model.options, code).map((motorType) => ({
      productModelId: model.productModelId,
      motorType,
      voltageId: voltageIds.get(name) as number,
      horsepower,
      fullLoadAmps: fullLoadAmps(horsepower, volts, phase, motorType),
    }));
  });
  const electricHeat = models.flatMap((model) =>
    modelElectricHeatKw(model.options, model.unitSize).map((kw) => ({
      productModelId: model.productModelId,
      kw,
    })),
  );

  if (dimensions.length) await db.insert(productUnitSizes).values(dimensions).onConflictDoNothing();
  if (offered.length)
    await db
      .insert(productVoltages)
      .values(
        offered.map(({ model, name }) => ({
          productModelId: model.productModelId,
          voltageId: voltageIds.get(name) as number,
        })),
      )
      .onConflictDoNothing();
  if (motors.length) await db.insert(productMotors).values(motors).onConflictDoNothing();
  if (electricHeat.length) await db.insert(electricHeatOptions).values(electricHeat).onConflictDoNothing();
  const ratings = await seedCatalogRatings(db, models);
  await seedCompressorRatings(db, models);
  await seedSubmittalData(db, models);
  return ratings;
}
