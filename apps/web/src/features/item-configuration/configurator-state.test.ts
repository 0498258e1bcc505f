import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { coilSelectionInputSchema, SelectionMethod } from '@airquote/shared/selection/selection-schemas';
import { describe, expect, it } from 'vitest';
import {
  changeSignature,
  headerErrors,
  headerFromLineItem,
  initialConditions,
  linkedStart,
  savePayload,
} from './configurator-state.ts';
import { defaultCoilConditions } from './design-conditions.ts';
import { chosenCode } from './option-links.ts';
import { coilSelectionInputOf } from './selection-input.ts';
import { testGroups, testSegments } from './test-data.ts';

const segments = testSegments();
const lineItem = {
  ProjectScheduleLineItemId: 31,
  ProjectScheduleId: 7,
  ProductTypeId: 1,
  ProductTypeCategoryId: 2,
  ProductModelClassId: 3,
  ProductModelId: 4,
  ProductModelName: 'FCH-04',
  UnitSize: '04',
  ItemQty: 2,
  ItemTag: 'UNIT-3',
  RowVersion: 5,
  ProductModelValues: [],
  Performance: null,
} as unknown as LineItemDetail;

const inputs = {
  ProjectScheduleLineItem: lineItem,
  ProjectScheduleLineItemPricing: null,
  CodeStringGroups: testGroups.map((group) => ({ CodeStringGroup: group, CodeStringSegmentValues: [] })),
  CodeStringSegments: segments,
  // The class's default size is another size than the line item's model.
  ProductModelValues: [
    { CodeStringSegmentId: 11, CodeStringValueId: 110 },
    { CodeStringSegmentId: 12, CodeStringValueId: 121 },
  ],
  CategoryName: 'Horizontal Concealed',
  ProductModel: {
    ProductModelId: 4,
    ProductModelClassId: 3,
    Name: 'FCH-04',
    UnitSize: '04',
    NominalCfm: 400,
    NominalCapacityMbh: '13.90',
    IsActive: true,
  },
  SelectionKind: 'Coil',
  SelectionModels: [],
} as unknown as ItemConfigurationInputs;

describe('configurator state', () => {
  it('opens a line item without a saved selection at the rating conditions, with the options deciding the motor', () => {
    const start = linkedStart(inputs, lineItem, '04');
    // MOTOR E is chosen in the options: the conditions follow it.
    expect(start.conditions.Kind === 'Coil' && start.conditions.Coil).toMatchObject({
      MotorType: 2,
      CoolingEnteringDbF: 80,
      Cooling: { EnteringFluidF: 45, FluidGpm: 2.8 },
    });
    expect(chosenCode(segments, start.chosen, 'SIZE')).toBe('04');
  });

  it('opens a saved selection as saved', () => {
    const defaults = defaultCoilConditions(null, 13.9);
    const input = coilSelectionInputSchema.parse(
      coilSelectionInputOf({
        ...defaults,
        CoolingEnteringDbF: 78,
        Cooling: {
          ...defaults.Cooling,
          SelectionMethod: SelectionMethod.LeavingFluidTemp,
          LeavingFluidF: 56,
        },
      }),
    );
    const saved = {
      ...lineItem,
      Performance: { Kind: 'Coil', Input: input, Result: {} },
    } as unknown as LineItemDetail;
    const conditions = initialConditions(inputs, saved);
    expect(conditions.Kind === 'Coil' && conditions.Coil).toMatchObject({
      CoolingEnteringDbF: 78,
      Cooling: { SelectionMethod: SelectionMethod.LeavingFluidTemp, LeavingFluidF: 56 },
    });
  });

  it('checks quantity and tag with the line item rules', () => {
    const header = headerFromLineItem(lineItem);
    expect(header).toMatchObject({ ProductModelId: 4, ItemQty: 2, ItemTag: 'UNIT-3' });
    expect(headerErrors(header)).toEqual({});
    expect(headerErrors({ ...header, ItemQty: 0, ItemTag: ' ', ProductModelId: null })).toEqual({
      ItemQty: 'Quantity must be at least 1',
      ItemTag: 'Tag is required',
      ProductModelId: 'Model is required',
    });
    expect(headerErrors({ ...header, ItemQty: Number.NaN }).ItemQty).toBe('Quantity is required');
  });

  it('sends the header, the options and the selection with the row version, and tells a change from a new version', () => {
    const header = headerFromLineItem(lineItem);
    const chosen = [
      { CodeStringSegmentId: 12, CodeStringValueId: 121 },
      { CodeStringSegmentId: 11, CodeStringValueId: 110 },
    ];
    const payload = savePayload(lineItem, { ...header, ItemTag: ' UNIT-9 ' }, chosen, null);
    expect(payload).toMatchObject({
      ProjectScheduleLineItemId: 31,
      RowVersion: 5,
      ProductModelId: 4,
      ItemTag: 'UNIT-9',
      ProductModelValues: [
        { CodeStringSegmentId: 11, CodeStringValueId: 110 },
        { CodeStringSegmentId: 12, CodeStringValueId: 121 },
      ],
      Selection: null,
    });
    expect(savePayload(lineItem, { ...header, ProductModelId: null }, chosen, null)).toBeNull();
    const newerVersion = savePayload(
      { ...lineItem, RowVersion: 6 },
      { ...header, ItemTag: 'UNIT-9' },
      chosen,
      null,
    );
    expect(changeSignature(newerVersion)).toBe(changeSignature(payload));
    expect(changeSignature(savePayload(lineItem, header, chosen, null))).not.toBe(changeSignature(payload));
  });
});
