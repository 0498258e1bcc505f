import type { ProductType } from '@airquote/shared/contracts/product-type/product-type-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { Actor } from '../auth/actor.ts';
import { requireVisibleSchedule } from '../project/project-access.ts';
import {
  scheduleHasActiveLineItemOfType,
  selectProductHierarchy,
  selectProductTypes,
} from './product-type.repository.ts';

/** The product hierarchy, nested type → category → model class → model (read from the catalog). */
export async function getProductHierarchy(deps: AppDeps, includeInactive: boolean): Promise<ProductType[]> {
  const { types, categories, modelClasses, models } = await selectProductHierarchy(deps.db, includeInactive);
  const modelsByClass = groupBy(models, (model) => model.productModelClassId);
  const classesByCategory = groupBy(modelClasses, (modelClass) => modelClass.productTypeCategoryId);
  const categoriesByType = groupBy(categories, (category) => category.productTypeId);
  return types.map((type) => ({
    ProductTypeId: type.productTypeId,
    Name: type.name,
    IsActive: type.isActive,
    ProductTypeCategories: (categoriesByType.get(type.productTypeId) ?? []).map((category) => ({
      ProductTypeCategoryId: category.productTypeCategoryId,
      ProductTypeId: category.productTypeId,
      Name: category.name,
      ProductTypeLookup: category.productTypeLookup,
      IsActive: category.isActive,
      ProductModelClasses: (classesByCategory.get(category.productTypeCategoryId) ?? []).map(
        (modelClass) => ({
          ProductModelClassId: modelClass.productModelClassId,
          ProductTypeCategoryId: modelClass.productTypeCategoryId,
          Name: modelClass.name,
          Description: modelClass.description,
          IsActive: modelClass.isActive,
          ProductModels: (modelsByClass.get(modelClass.productModelClassId) ?? []).map((model) => ({
            ProductModelId: model.productModelId,
            ProductModelClassId: model.productModelClassId,
            Name: model.name,
            UnitSize: model.unitSize,
            NominalCfm: model.nominalCfm,
            NominalCapacityMbh: model.nominalCapacityMbh,
            IsActive: model.isActive,
          })),
        }),
      ),
    })),
  }));
}

/** Product types as lookup options (LookupCategory ProductType), inactive ones included. */
export async function getProductTypeLookupOptions(deps: AppDeps) {
  const types = await selectProductTypes(deps.db, true);
  return types.map((type) => ({ Id: type.productTypeId, Name: type.name, IsActive: type.isActive }));
}

/** The validator of spec section 5.7: does the schedule have an active line item of this type? */
export async function productTypeExistsWithinSchedule(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  productTypeId: number,
): Promise<boolean> {
  await requireVisibleSchedule(deps.db, viewer, scheduleId);
  return scheduleHasActiveLineItemOfType(deps.db, scheduleId, productTypeId);
}
