import { toLineItemId } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { ProductType } from '@airquote/shared/contracts/product-type/product-type-schemas';
import { describe, expect, it } from 'vitest';
import {
  defaultItemConfigurationHeader,
  flattenProductHierarchy,
  headerOptions,
  isHeaderComplete,
  quantityFromInput,
  itemConfigurationHeaderReducer as reduce,
  tagForRequest,
} from './item-configuration-header.ts';

const model = (id: number, classId: number, IsActive = true) => ({
  ProductModelId: id,
  ProductModelClassId: classId,
  Name: `M${id}`,
  UnitSize: '04',
  NominalCfm: 400,
  NominalCapacityMbh: '12.0',
  IsActive,
});
const m1000 = model(1000, 100);
const fcv = {
  ProductModelClassId: 100,
  ProductTypeCategoryId: 10,
  Name: 'FCV',
  Description: '',
  IsActive: true,
  ProductModels: [m1000, model(1001, 100, false)],
};
const vertical = {
  ProductTypeCategoryId: 10,
  ProductTypeId: 1,
  Name: 'Vertical',
  ProductTypeLookup: 1,
  IsActive: true,
  ProductModelClasses: [fcv],
};
const fanCoil: ProductType = {
  ProductTypeId: 1,
  Name: 'Fan Coil',
  IsActive: true,
  ProductTypeCategories: [vertical],
};
const airHandler: ProductType = {
  ProductTypeId: 2,
  Name: 'Air Handler',
  IsActive: true,
  ProductTypeCategories: [
    {
      ProductTypeCategoryId: 20,
      ProductTypeId: 2,
      Name: 'Horizontal',
      ProductTypeLookup: 2,
      IsActive: true,
      ProductModelClasses: [
        {
          ProductModelClassId: 200,
          ProductTypeCategoryId: 20,
          Name: 'AHH',
          Description: '',
          IsActive: true,
          ProductModels: [model(2000, 200)],
        },
      ],
    },
  ],
};
const hierarchy = [fanCoil, airHandler];

describe('item configuration header (spec sections 3 and 4)', () => {
  it('starts with every id and object null, quantity 1 and tag UNIT-', () => {
    expect(defaultItemConfigurationHeader).toEqual({
      ProductTypeId: null,
      ProductTypeCategoryId: null,
      ProductModelClassId: null,
      ProductModelId: null,
      ProductType: null,
      ProductTypeCategory: null,
      ProductModelClass: null,
      ProductModel: null,
      ItemQty: 1,
      ItemTag: 'UNIT-',
    });
  });

  it('update replaces the ids, objects, tag and quantity it carries; clear resets to the defaults', () => {
    const updated = reduce(defaultItemConfigurationHeader, {
      type: 'update',
      changes: { ProductTypeId: 1, ProductType: fanCoil, ItemQty: 4, ItemTag: 'AHU-7' },
    });
    expect(updated).toMatchObject({ ProductTypeId: 1, ProductType: fanCoil, ItemQty: 4, ItemTag: 'AHU-7' });
    expect(updated.ProductModelId).toBeNull();
    expect(reduce(updated, { type: 'clear' })).toEqual(defaultItemConfigurationHeader);
  });

  it('a new choice at one level empties the levels below it; the same choice keeps them', () => {
    let state = reduce(defaultItemConfigurationHeader, { type: 'chooseProductType', productType: fanCoil });
    state = reduce(state, { type: 'chooseCategory', category: vertical });
    state = reduce(state, { type: 'chooseModelClass', modelClass: fcv });
    state = reduce(state, { type: 'chooseModel', model: m1000 });
    expect(isHeaderComplete(state)).toBe(true);
    expect(reduce(state, { type: 'chooseProductType', productType: fanCoil })).toBe(state);
    const other = reduce(state, { type: 'chooseProductType', productType: airHandler });
    expect(other).toMatchObject({
      ProductTypeId: 2,
      ProductTypeCategoryId: null,
      ProductModelClassId: null,
      ProductModelId: null,
      ProductModel: null,
    });
    expect(isHeaderComplete(other)).toBe(false);
    const noClass = reduce(state, { type: 'chooseCategory', category: null });
    expect(noClass).toMatchObject({ ProductTypeId: 1, ProductTypeCategoryId: null, ProductModelId: null });
  });

  it('is incomplete with a quantity below 1 or not whole', () => {
    let state = reduce(defaultItemConfigurationHeader, { type: 'chooseProductType', productType: fanCoil });
    state = reduce(state, { type: 'chooseCategory', category: vertical });
    state = reduce(state, { type: 'chooseModelClass', modelClass: fcv });
    state = reduce(state, { type: 'chooseModel', model: m1000 });
    expect(isHeaderComplete({ ...state, ItemQty: 0 })).toBe(false);
    expect(isHeaderComplete({ ...state, ItemQty: 1.5 })).toBe(false);
  });

  it('reads the quantity box: numbers as they are, empty text as no number', () => {
    expect(quantityFromInput(3)).toBe(3);
    expect(quantityFromInput('03')).toBe(3);
    expect(quantityFromInput('')).toBeNaN();
  });

  it('sends no tag for the prefix alone or an empty tag, so the server numbers it', () => {
    expect(tagForRequest('UNIT-')).toBeUndefined();
    expect(tagForRequest('  ')).toBeUndefined();
    expect(tagForRequest(' AHU-2 ')).toBe('AHU-2');
  });
});

describe('product hierarchy', () => {
  it('keeps one flat list per level and filters each by the choice above, active only', () => {
    const flat = flattenProductHierarchy(hierarchy);
    expect(flat.categories.map((item) => item.ProductTypeCategoryId)).toEqual([10, 20]);
    expect(flat.modelClasses.map((item) => item.ProductModelClassId)).toEqual([100, 200]);
    expect(flat.models.map((item) => item.ProductModelId)).toEqual([1000, 1001, 2000]);

    const none = headerOptions(flat, defaultItemConfigurationHeader);
    expect(none.productTypes).toHaveLength(2);
    expect(none.categories).toEqual([]);

    let state = reduce(defaultItemConfigurationHeader, { type: 'chooseProductType', productType: fanCoil });
    state = reduce(state, { type: 'chooseCategory', category: vertical });
    state = reduce(state, { type: 'chooseModelClass', modelClass: fcv });
    const options = headerOptions(flat, state);
    expect(options.categories.map((item) => item.Name)).toEqual(['Vertical']);
    expect(options.modelClasses.map((item) => item.Name)).toEqual(['FCV']);
    expect(options.models.map((item) => item.ProductModelId)).toEqual([1000]);
  });
});

describe('line item id holder (spec sections 3 and 4)', () => {
  it('keeps a value above 0 and makes anything else null', () => {
    expect(toLineItemId(7)).toBe(7);
    expect(toLineItemId(0)).toBeNull();
    expect(toLineItemId(-3)).toBeNull();
    expect(toLineItemId(1.5)).toBeNull();
    expect(toLineItemId(null)).toBeNull();
    expect(toLineItemId(undefined)).toBeNull();
  });
});
