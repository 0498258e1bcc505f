import { describe, expect, it } from 'vitest';
import { compareItemTags } from './item-tag-order.ts';

describe('compareItemTags', () => {
  it('orders by prefix, then by the trailing number as a number', () => {
    const tags = [
      'UNIT-10',
      'UNIT-2',
      'AHU-1',
      'UNIT-1',
      'UNIT-',
      'FC-3A',
      'UNIT-02',
      'UNIT-99999999999999999999',
    ];
    expect([...tags].sort(compareItemTags)).toEqual([
      'AHU-1',
      'FC-3A',
      'UNIT-',
      'UNIT-1',
      'UNIT-02',
      'UNIT-2',
      'UNIT-10',
      'UNIT-99999999999999999999',
    ]);
  });
});
