import type { ProductType } from '@airquote/shared/contracts/product-type/product-type-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { formatCents } from '../../lib/money.ts';
import type { Actor } from '../auth/actor.ts';
import { getProductHierarchy } from '../product-type/product-type.service.ts';
import {
  selectProductModelClasses,
  selectProductModels,
  selectProductTypeCategories,
  selectUnitSizes,
} from './catalog.repository.ts';

/** GET ProductType/{id}: the same nested shape as GET producttype, for one type. */
export async function getProductTypeById(deps: AppDeps, productTypeId: number): Promise<ProductType> {
  // The whole catalog is a few dozen rows; reusing the hierarchy read keeps one mapping.
  const type = (await getProductHierarchy(deps, true)).find((row) => row.ProductTypeId === productTypeId);
  if (!type) throw notFound(`Product type ${productTypeId} does not exist.`);
  return type;
}

export async function listProductTypeCategories(deps: AppDeps, productTypeId?: number) {
  return (await selectProductTypeCategories(deps.db, productTypeId)).map((row) => ({
    ProductTypeCategoryId: row.productTypeCategoryId,
    ProductTypeId: row.productTypeId,
    Name: row.name,
    ProductTypeLookup: row.productTypeLookup,
    IsActive: row.isActive,
    SortOrder: row.sortOrder,
  }));
}

export async function listProductModelClasses(deps: AppDeps, productTypeCategoryId?: number) {
  return (await selectProductModelClasses(deps.db, productTypeCategoryId)).map((row) => ({
    ProductModelClassId: row.productModelClassId,
    ProductTypeCategoryId: row.productTypeCategoryId,
    Name: row.name,
    Description: row.description,
    IsActive: row.isActive,
    SortOrder: row.sortOrder,
  }));
}

/** Models with their base list price only for readers who may see prices (spec section 6). */
export async function listProductModels(deps: AppDeps, viewer: Actor, productModelClassId?: number) {
  return (await selectProductModels(deps.db, productModelClassId)).map((row) => ({
    ProductModelId: row.productModelId,
    ProductModelClassId: row.productModelClassId,
    Name: row.name,
    UnitSize: row.unitSize,
    NominalCfm: row.nominalCfm,
    NominalCapacityMbh: row.nominalCapacityMbh,
    BaseListPrice: viewer.canSeePrices ? formatCents(row.baseListPriceCents) : null,
    IsActive: row.isActive,
    SortOrder: row.sortOrder,
  }));
}

export async function listUnitSizes(deps: AppDeps, productTypeId?: number) {
  return (await selectUnitSizes(deps.db, productTypeId)).map((row) => ({
    UnitSizeId: row.unitSizeId,
    ProductTypeId: row.productTypeId,
    Code: row.code,
    NominalCfm: row.nominalCfm,
    NominalTons: row.nominalTons,
  }));
}
