import type { LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { describe, expect, it } from 'vitest';
import {
  allOrNoneSelection,
  gridCellAlign,
  gridCellText,
  keepsOnOneLine,
  toggledSelection,
} from './grid-cells.ts';

const row = {
  ItemTag: 'UNIT-1',
  ItemQty: 1200,
  BaseListPrice: '2450.00',
  IsActive: false,
  DateCreated: '',
} as unknown as LineItem;

describe('line-item grid cells', () => {
  it('formats each column by the type the server sent', () => {
    expect(gridCellText(row, { Field: 'ItemTag', Header: 'Tag', Type: 'text', Width: 100 })).toBe('UNIT-1');
    expect(gridCellText(row, { Field: 'ItemQty', Header: 'Qty', Type: 'number', Width: 60 })).toBe(
      (1200).toLocaleString(),
    );
    expect(gridCellText(row, { Field: 'BaseListPrice', Header: 'List', Type: 'money', Width: 90 })).toMatch(
      /2,450\.00/,
    );
    expect(gridCellText(row, { Field: 'IsActive', Header: 'Status', Type: 'boolean', Width: 60 })).toBe(
      'Inactive',
    );
    expect(
      gridCellText(
        { ...row, IsActive: true },
        { Field: 'IsActive', Header: 'Status', Type: 'boolean', Width: 60 },
      ),
    ).toBe('Active');
    expect(gridCellText(row, { Field: 'DateCreated', Header: 'Added', Type: 'date', Width: 60 })).toBe('—');
    expect(gridCellText(row, { Field: 'Missing', Header: 'x', Type: 'text', Width: 60 })).toBe('—');
    expect(gridCellAlign({ Field: 'x', Header: 'x', Type: 'money', Width: 1 })).toBe('right');
  });

  it('keeps narrow and non-text columns on one line', () => {
    expect(keepsOnOneLine({ Field: 'ItemTag', Header: 'Tag', Type: 'text', Width: 110 })).toBe(true);
    expect(keepsOnOneLine({ Field: 'CategoryName', Header: 'Category', Type: 'text', Width: 170 })).toBe(
      false,
    );
    expect(keepsOnOneLine({ Field: 'BaseListPrice', Header: 'List Price', Type: 'money', Width: 200 })).toBe(
      true,
    );
  });

  it('toggles one row, and all rows or none', () => {
    expect([...toggledSelection(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggledSelection(new Set([1, 2]), 1)]).toEqual([2]);
    expect([...allOrNoneSelection(new Set([1]), [1, 2])]).toEqual([1, 2]);
    expect([...allOrNoneSelection(new Set([1, 2]), [1, 2])]).toEqual([]);
  });
});
