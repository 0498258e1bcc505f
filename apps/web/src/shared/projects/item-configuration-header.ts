import { DEFAULT_ITEM_QTY, ITEM_TAG_PREFIX } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { ProductType } from '@airquote/shared/contracts/product-type/product-type-schemas';

export type ProductTypeCategory = ProductType['ProductTypeCategories'][number];
export type ProductModelClass = ProductTypeCategory['ProductModelClasses'][number];
export type ProductModel = ProductModelClass['ProductModels'][number];

/** Spec section 3 item configuration header: the four choices (ids and objects), quantity and tag. */
export type ItemConfigurationHeader = {
  ProductTypeId: number | null;
  ProductTypeCategoryId: number | null;
  ProductModelClassId: number | null;
  ProductModelId: number | null;
  ProductType: ProductType | null;
  ProductTypeCategory: ProductTypeCategory | null;
  ProductModelClass: ProductModelClass | null;
  ProductModel: ProductModel | null;
  ItemQty: number;
  ItemTag: string;
};

export const defaultItemConfigurationHeader: ItemConfigurationHeader = {
  ProductTypeId: null,
  ProductTypeCategoryId: null,
  ProductModelClassId: null,
  ProductModelId: null,
  ProductType: null,
  ProductTypeCategory: null,
  ProductModelClass: null,
  ProductModel: null,
  ItemQty: DEFAULT_ITEM_QTY,
  ItemTag: ITEM_TAG_PREFIX,
};

export type ItemConfigurationHeaderAction =
  /** Spec section 4: an update replaces the ids, objects, tag and quantity it carries. */
  | { type: 'update'; changes: Partial<ItemConfigurationHeader> }
  /** Spec section 4: clear resets to the defaults. */
  | { type: 'clear' }
  /** A choice at one level of the hierarchy; the levels below it no longer fit and are emptied. */
  | { type: 'chooseProductType'; productType: ProductType | null }
  | { type: 'chooseCategory'; category: ProductTypeCategory | null }
  | { type: 'chooseModelClass'; modelClass: ProductModelClass | null }
  | { type: 'chooseModel'; model: ProductModel | null };

const noModel = { ProductModelId: null, ProductModel: null } as const;
const noModelClass = { ProductModelClassId: null, ProductModelClass: null, ...noModel } as const;
const noCategory = { ProductTypeCategoryId: null, ProductTypeCategory: null, ...noModelClass } as const;

export function itemConfigurationHeaderReducer(
  state: ItemConfigurationHeader,
  action: ItemConfigurationHeaderAction,
): ItemConfigurationHeader {
  switch (action.type) {
    case 'update':
      return { ...state, ...action.changes };
    case 'clear':
      return defaultItemConfigurationHeader;
    case 'chooseProductType':
      if (action.productType?.ProductTypeId === state.ProductTypeId) return state;
      return {
        ...state,
        ...noCategory,
        ProductTypeId: action.productType?.ProductTypeId ?? null,
        ProductType: action.productType,
      };
    case 'chooseCategory':
      if (action.category?.ProductTypeCategoryId === state.ProductTypeCategoryId) return state;
      return {
        ...state,
        ...noModelClass,
        ProductTypeCategoryId: action.category?.ProductTypeCategoryId ?? null,
        ProductTypeCategory: action.category,
      };
    case 'chooseModelClass':
      if (action.modelClass?.ProductModelClassId === state.ProductModelClassId) return state;
      return {
        ...state,
        ...noModel,
        ProductModelClassId: action.modelClass?.ProductModelClassId ?? null,
        ProductModelClass: action.modelClass,
      };
    case 'chooseModel':
      return { ...state, ProductModelId: action.model?.ProductModelId ?? null, ProductModel: action.model };
  }
}

/**
 * The tag to send: the prefix alone (the default) or nothing means "the next UNIT-n of the
 * schedule", which the server numbers; anything else is the user's own tag.
 */
export function tagForRequest(itemTag: string): string | undefined {
  const tag = itemTag.trim();
  return tag === '' || tag === ITEM_TAG_PREFIX ? undefined : tag;
}

/** A quantity box's value: NumberInput answers a string while its text is empty or not yet a number. */
export function quantityFromInput(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** The header is complete when all four levels are chosen and the quantity is a whole number ≥ 1. */
export function isHeaderComplete(header: ItemConfigurationHeader): boolean {
  return (
    header.ProductTypeId !== null &&
    header.ProductTypeCategoryId !== null &&
    header.ProductModelClassId !== null &&
    header.ProductModelId !== null &&
    Number.isInteger(header.ItemQty) &&
    header.ItemQty >= 1
  );
}

/** Spec section 3: the hierarchy is also kept as one flat list per level (rebuilt on each load). */
export type FlatProductHierarchy = {
  productTypes: ProductType[];
  categories: ProductTypeCategory[];
  modelClasses: ProductModelClass[];
  models: ProductModel[];
};

export function flattenProductHierarchy(productTypes: readonly ProductType[]): FlatProductHierarchy {
  const categories = productTypes.flatMap((type) => type.ProductTypeCategories);
  const modelClasses = categories.flatMap((category) => category.ProductModelClasses);
  const models = modelClasses.flatMap((modelClass) => modelClass.ProductModels);
  return { productTypes: [...productTypes], categories, modelClasses, models };
}

/** The options of each select: every level filtered by the choice above it. */
export function headerOptions(hierarchy: FlatProductHierarchy, header: ItemConfigurationHeader) {
  return {
    productTypes: hierarchy.productTypes.filter((type) => type.IsActive),
    categories: hierarchy.categories.filter(
      (category) => category.IsActive && category.ProductTypeId === header.ProductTypeId,
    ),
    modelClasses: hierarchy.modelClasses.filter(
      (modelClass) =>
        modelClass.IsActive && modelClass.ProductTypeCategoryId === header.ProductTypeCategoryId,
    ),
    models: hierarchy.models.filter(
      (model) => model.IsActive && model.ProductModelClassId === header.ProductModelClassId,
    ),
  };
}
