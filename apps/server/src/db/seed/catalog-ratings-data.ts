import { ProductType } from '@airquote/shared/enums/lookups';
import {
  type ReferenceFamily,
  referenceAirFlowProfiles,
  referenceCoilProfiles,
  referenceFilterPressureDrop,
  referenceHeatPumpRating,
} from '@airquote/shared/selection/reference-ratings';
import type { CoilProfile, HeatPumpRating } from '@airquote/shared/selection/selection-schemas';
import type { DatabaseOrTransaction } from '../client.ts';
import {
  airFlowProfiles,
  coilProfiles,
  filterPressureDrops,
  heatPumpRatings,
} from '../schema/catalog-engineering.ts';
import { type RatingsRefresh, refreshCatalogRatings } from './catalog-ratings-refresh.ts';
import type { ClassOptions } from './code-string-options.ts';
import { legacySeedRatings } from './legacy-seed-ratings.ts';

/** A model the catalog seed wrote, with what its ratings are chosen by. */
export type SeededModel = {
  productModelId: number;
  name: string;
  unitSize: string;
  nominalCfm: number;
  className: string;
  productTypeId: number;
  options: ClassOptions;
};

/**
 * Coil, fan, filter and heat pump ratings of every seeded model, from the engine's reference catalog
 * (packages/shared/src/selection/reference-ratings.ts: AHRI 440 coil ratings, PSC/ECM fan curves,
 * ISO 13256-1 heat pumps). Cabinets of one product type share their coils and fans by unit size.
 */
const familyOf: Record<number, ReferenceFamily> = {
  [ProductType.FanCoil]: 'FanCoil',
  [ProductType.AirHandler]: 'BlowerCoil',
  [ProductType.WSHP]: 'Wshp',
  [ProductType.ECO]: 'Eco',
};

const coilRow = (coil: CoilProfile) => ({
  productModelId: coil.ProductModelId,
  duty: coil.Duty,
  rows: coil.Rows,
  finsPerInch: coil.FinsPerInch,
  faceAreaSqFt: coil.FaceAreaSqFt,
  tubeCircuits: coil.TubeCircuits,
  tubeInsideDiameterIn: coil.TubeInsideDiameterIn,
  ratedCfm: coil.RatedCfm,
  ratedEnteringDbF: coil.RatedEnteringDbF,
  ratedEnteringWbF: coil.RatedEnteringWbF,
  ratedEnteringFluidF: coil.RatedEnteringFluidF,
  ratedFluidDeltaTF: coil.RatedFluidDeltaTF,
  ratedTotalMbh: coil.RatedTotalMbh,
  ratedSensibleMbh: coil.RatedSensibleMbh,
  ratedFluidPdFt: coil.RatedFluidPdFt,
  ratedAirPdInWg: coil.RatedAirPdInWg,
  minCfm: coil.MinCfm,
  maxCfm: coil.MaxCfm,
  minGpm: coil.MinGpm,
  maxGpm: coil.MaxGpm,
  minEnteringFluidF: coil.MinEnteringFluidF,
  maxEnteringFluidF: coil.MaxEnteringFluidF,
});

const heatPumpRow = (rating: HeatPumpRating) => ({
  productModelId: rating.ProductModelId,
  ratedCfm: rating.RatedCfm,
  ratedGpm: rating.RatedGpm,
  ratedCoolingMbh: rating.RatedCoolingMbh,
  ratedSensibleRatio: rating.RatedSensibleRatio,
  ratedEer: rating.RatedEer,
  ratedHeatingMbh: rating.RatedHeatingMbh,
  ratedCop: rating.RatedCop,
  ratedFluidPdFt: rating.RatedFluidPdFt,
  waterPassageDiameterIn: rating.WaterPassageDiameterIn,
  corrections: rating.Corrections,
  minCoolingEwtF: rating.MinCoolingEwtF,
  maxCoolingEwtF: rating.MaxCoolingEwtF,
  minHeatingEwtF: rating.MinHeatingEwtF,
  maxHeatingEwtF: rating.MaxHeatingEwtF,
  minCfm: rating.MinCfm,
  maxCfm: rating.MaxCfm,
  minGpm: rating.MinGpm,
  maxGpm: rating.MaxGpm,
});

/**
 * The rows earlier seeds wrote where today's differ (issue #13 recalibrated the fan-coil and ECO coils
 * and the heat pumps' cooling power curve; legacy-seed-ratings.ts), per model.
 */
export function legacyCatalogRatings(models: SeededModel[]) {
  const rated = models.flatMap((model) => {
    const family = familyOf[model.productTypeId];
    return family ? [{ model, key: `${family}/${model.unitSize}` }] : [];
  });
  return {
    coils: rated.flatMap(({ model, key }) =>
      (legacySeedRatings.Coils[key] ?? []).map((coil) =>
        coilRow({ ...coil, CoilProfileId: 0, ProductModelId: model.productModelId }),
      ),
    ),
    heatPumps: rated.flatMap(({ model, key }) => {
      const rating = legacySeedRatings.HeatPumps[key];
      return rating
        ? [heatPumpRow({ ...rating, HeatPumpRatingId: 0, ProductModelId: model.productModelId })]
        : [];
    }),
  };
}

/**
 * Adds the ratings a model is missing (matched by the tables' natural keys) as 'catalog' rows, then
 * brings untouched catalog rows to today's reference and leaves an admin's ('upload') rows as they are
 * (ADR 0045, catalog-ratings-refresh.ts). Returns what the refresh did, for the start-up log.
 */
export async function seedCatalogRatings(
  db: DatabaseOrTransaction,
  models: SeededModel[],
): Promise<RatingsRefresh> {
  const rated = models.flatMap((model) => {
    const family = familyOf[model.productTypeId];
    return family ? [{ model, family }] : [];
  });
  const coils = rated.flatMap(({ model, family }) =>
    referenceCoilProfiles(family, model.unitSize, 0, model.productModelId).map(coilRow),
  );
  // A class without PSC motors (ECO, modular air handlers) gets no PSC fan curve.
  const fans = rated.flatMap(({ model, family }) =>
    referenceAirFlowProfiles(family, model.unitSize, 0, model.productModelId)
      .filter((profile) => model.options.psc || profile.MotorType !== 1)
      .map((profile) => ({
        productModelId: model.productModelId,
        motorType: profile.MotorType,
        taps: profile.Taps,
      })),
  );
  const filters = rated.map(({ model, family }) => {
    const filter = referenceFilterPressureDrop(family, model.unitSize, 0, model.productModelId);
    return {
      productModelId: model.productModelId,
      filterName: filter.FilterName,
      faceAreaSqFt: filter.FaceAreaSqFt,
      k: filter.K,
      n: filter.N,
    };
  });
  const heatPumps = rated
    .filter(({ family }) => family === 'Wshp')
    .map(({ model }) => heatPumpRow(referenceHeatPumpRating(model.unitSize, 0, model.productModelId)));

  const catalog = <Row>(rows: Row[]) => rows.map((row) => ({ ...row, source: 'catalog' as const }));
  if (coils.length) await db.insert(coilProfiles).values(catalog(coils)).onConflictDoNothing();
  if (fans.length) await db.insert(airFlowProfiles).values(catalog(fans)).onConflictDoNothing();
  if (filters.length) await db.insert(filterPressureDrops).values(catalog(filters)).onConflictDoNothing();
  if (heatPumps.length) await db.insert(heatPumpRatings).values(catalog(heatPumps)).onConflictDoNothing();
  const legacy = legacyCatalogRatings(models);
  return refreshCatalogRatings(db, {
    coils: { current: coils, legacy: legacy.coils },
    fans: { current: fans, legacy: [] },
    filters: { current: filters, legacy: [] },
    heatPumps: { current: heatPumps, legacy: legacy.heatPumps },
  });
}
