import type { productModelSchema } from '@airquote/shared/contracts/product-type/product-type-schemas';
import { ProductType } from '@airquote/shared/enums/lookups';
import type { CodeStringGroup, CodeStringSegment } from '@airquote/shared/logic/code-string-schemas';
import type { AirFlowProfile, SelectionModelData } from '@airquote/shared/selection/selection-schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { readDataVersion } from '../../db/data-version.ts';
import { groupBy } from '../../lib/group-by.ts';
import { catalogVersion } from '../catalog/catalog-version.ts';
import { type CatalogRows, selectCatalogRows } from './selection-catalog.repository.ts';
import { buildCodeStrings, toCoilProfile, toFilter, toHeatPumpRating } from './selection-catalog-mappers.ts';

export type SelectionKind = 'Coil' | 'HeatPump';
type ProductModel = z.infer<typeof productModelSchema>;

export type CatalogModel = {
  productModelId: number;
  productModelClassId: number;
  name: string;
  baseListPriceCents: number;
  /** The model and every level above it are offered. */
  isOffered: boolean;
  /** The contract's ProductModel. */
  productModel: ProductModel;
  selection: SelectionModelData;
};

export type CatalogModelClass = {
  productModelClassId: number;
  name: string;
  productTypeCategoryId: number;
  categoryName: string;
  productTypeId: number;
  /** The class, its category and product type are offered. */
  isOffered: boolean;
  selectionKind: SelectionKind;
  /** Every model of the class (offered or not), in catalog order. */
  models: CatalogModel[];
  /** SelectionModelData of the offered models: the candidates of a selection. */
  offeredSelectionModels: SelectionModelData[];
  /** Segments in StartPosition order with their offered values, list-price adders as decimals. */
  segments: CodeStringSegment[];
  /** The same segments with ListPriceAdder null, for readers who may not see prices. */
  segmentsWithoutPrices: CodeStringSegment[];
  groups: CodeStringGroup[];
  /** List-price adder (cents) of every offered value of the class. */
  adderCentsByValueId: Map<number, number>;
};

export type SelectionCatalog = {
  productTypeIds: Set<number>;
  classes: Map<number, CatalogModelClass>;
  models: Map<number, CatalogModel>;
  /** Upper-cased model name → model. */
  modelsByName: Map<string, CatalogModel>;
  airFlowProfiles: Map<number, AirFlowProfile>;
};

export function selectionKindOf(productTypeId: number): SelectionKind {
  return productTypeId === ProductType.WSHP ? 'HeatPump' : 'Coil';
}

/** Builds the in-memory catalog from the rows of every table, in the shapes the contracts answer. */
export function buildSelectionCatalog(rows: CatalogRows): SelectionCatalog {
  const typeById = new Map(rows.types.map((type) => [type.productTypeId, type]));
  const categoryById = new Map(rows.categories.map((category) => [category.productTypeCategoryId, category]));
  const coilsByModel = groupBy(rows.coils.map(toCoilProfile), (coil) => coil.ProductModelId);
  const fans: AirFlowProfile[] = rows.fans.map((fan) => ({
    AirFlowProfileId: fan.airFlowProfileId,
    ProductModelId: fan.productModelId,
    MotorType: fan.motorType,
    Taps: fan.taps,
  }));
  const fansByModel = groupBy(fans, (fan) => fan.ProductModelId);
  const filtersByModel = groupBy(rows.filters.map(toFilter), (filter) => filter.ProductModelId);
  const ratingByModel = new Map(
    rows.ratings.map((rating) => [rating.productModelId, toHeatPumpRating(rating)]),
  );
  const heatByModel = groupBy(rows.electricHeat, (option) => option.productModelId);
  const modelsByClass = groupBy(rows.models, (model) => model.productModelClassId);

  const classes = new Map<number, CatalogModelClass>();
  const models = new Map<number, CatalogModel>();
  for (const modelClass of rows.modelClasses) {
    const category = categoryById.get(modelClass.productTypeCategoryId);
    const type = category ? typeById.get(category.productTypeId) : undefined;
    if (!category || !type) continue;
    const classOffered = modelClass.isActive && category.isActive && type.isActive;
    const classModels = (modelsByClass.get(modelClass.productModelClassId) ?? []).map((row): CatalogModel => {
      const selection: SelectionModelData = {
        ProductModelId: row.productModelId,
        ProductTypeId: type.productTypeId,
        ProductModelName: row.name,
        UnitSize: row.unitSize,
        NominalCfm: row.nominalCfm,
        CoilProfiles: coilsByModel.get(row.productModelId) ?? [],
        AirFlowProfiles: fansByModel.get(row.productModelId) ?? [],
        FilterPressureDrops: filtersByModel.get(row.productModelId) ?? [],
        HeatPumpRating: ratingByModel.get(row.productModelId) ?? null,
        ElectricHeatKw: (heatByModel.get(row.productModelId) ?? []).map((option) => option.kw),
      };
      return {
        productModelId: row.productModelId,
        productModelClassId: row.productModelClassId,
        name: row.name,
        baseListPriceCents: row.baseListPriceCents,
        isOffered: classOffered && row.isActive,
        productModel: {
          ProductModelId: row.productModelId,
          ProductModelClassId: row.productModelClassId,
          Name: row.name,
          UnitSize: row.unitSize,
          NominalCfm: row.nominalCfm,
          NominalCapacityMbh: row.nominalCapacityMbh,
          IsActive: row.isActive,
        },
        selection,
      };
    });
    for (const model of classModels) models.set(model.productModelId, model);
    classes.set(modelClass.productModelClassId, {
      productModelClassId: modelClass.productModelClassId,
      name: modelClass.name,
      productTypeCategoryId: category.productTypeCategoryId,
      categoryName: category.name,
      productTypeId: type.productTypeId,
      isOffered: classOffered,
      selectionKind: selectionKindOf(type.productTypeId),
      models: classModels,
      offeredSelectionModels: classModels.filter((model) => model.isOffered).map((model) => model.selection),
      ...buildCodeStrings(rows, modelClass.productModelClassId),
    });
  }
  return {
    productTypeIds: new Set(rows.types.map((type) => type.productTypeId)),
    classes,
    models,
    modelsByName: new Map([...models.values()].map((model) => [model.name.toUpperCase(), model])),
    airFlowProfiles: new Map(fans.map((fan) => [fan.AirFlowProfileId, fan])),
  };
}

export type VersionedCatalog = { catalog: SelectionCatalog; version: string };

/** Where the cache reads the committed catalog version and the catalog itself. */
export type CatalogSource = { readVersion(): Promise<string>; load(): Promise<SelectionCatalog> };

export type CatalogCacheOptions = {
  /** How long a confirmed version is trusted without asking the database again (ms). */
  confirmMs: number;
  now?: () => number;
  /** This process's count of catalog writes (catalog/catalog-version.ts). */
  localVersion?: () => number;
};

/**
 * The catalog in memory: selections run at thousands per second and must not read a dozen tables
 * each time. The database's 'catalog' data version (raised by triggers on every catalog table,
 * whoever writes) says when to rebuild. Reading it costs a query, so a confirmed version is trusted
 * for `confirmMs` unless this process wrote to the catalog meanwhile (catalogChanged(), called by
 * ExcelUploader and the catalog writes after their commit): this process's changes show at once,
 * another instance's within `confirmMs`. Version reads are shared: callers arriving while one runs
 * wait for the next, which starts after they arrived.
 */
export class SelectionCatalogCache {
  private entry: (VersionedCatalog & { confirmedAt: number; localVersion: number }) | null = null;
  private building: { promise: Promise<SelectionCatalog>; version: string } | null = null;
  private versionRead: Promise<string> | null = null;
  private nextVersionRead: Promise<string> | null = null;
  private readonly now: () => number;
  private readonly localVersion: () => number;

  constructor(
    private readonly source: CatalogSource,
    private readonly options: CatalogCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.localVersion = options.localVersion ?? catalogVersion;
  }

  get(): VersionedCatalog | Promise<VersionedCatalog> {
    const entry = this.entry;
    if (
      entry &&
      entry.localVersion === this.localVersion() &&
      this.now() - entry.confirmedAt < this.options.confirmMs
    )
      return entry;
    return this.refresh();
  }

  private async refresh(): Promise<VersionedCatalog> {
    // Both taken before the version read starts: the entry is never trusted beyond what it saw.
    const localVersion = this.localVersion();
    const confirmedAt = this.now();
    const version = await this.currentVersion();
    if (this.entry?.version === version) {
      this.entry = { ...this.entry, confirmedAt, localVersion };
      return this.entry;
    }
    if (this.building?.version !== version) {
      // Rows read after the version are at least that version; a newer label is re-read next time.
      const promise = this.source.load().finally(() => {
        if (this.building?.promise === promise) this.building = null;
      });
      this.building = { promise, version };
    }
    const catalog = await this.building.promise;
    if (this.entry?.version !== version) this.entry = { catalog, version, confirmedAt, localVersion };
    return { catalog, version };
  }

  private currentVersion(): Promise<string> {
    if (this.versionRead === null) return this.startVersionRead();
    this.nextVersionRead ??= this.versionRead.then(
      () => this.afterVersionRead(),
      () => this.afterVersionRead(),
    );
    return this.nextVersionRead;
  }

  private afterVersionRead(): Promise<string> {
    this.nextVersionRead = null;
    return this.startVersionRead();
  }

  private startVersionRead(): Promise<string> {
    const read: Promise<string> = this.source.readVersion().finally(() => {
      if (this.versionRead === read) this.versionRead = null;
    });
    this.versionRead = read;
    return read;
  }
}

/** Another instance's catalog change shows within this time (ms). */
const CONFIRM_MS = 1_000;
const caches = new WeakMap<Database, SelectionCatalogCache>();

/** The current catalog of this database with its data version (cached; see SelectionCatalogCache). */
export async function loadVersionedCatalog(db: Database): Promise<VersionedCatalog> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SelectionCatalogCache(
      {
        readVersion: () => readDataVersion(db, 'catalog'),
        load: async () => buildSelectionCatalog(await selectCatalogRows(db)),
      },
      { confirmMs: CONFIRM_MS },
    );
    caches.set(db, cache);
  }
  return cache.get();
}

export async function loadSelectionCatalog(db: Database): Promise<SelectionCatalog> {
  return (await loadVersionedCatalog(db)).catalog;
}
