import { describe, expect, it } from 'vitest';
import {
  codeStringGroupValueSchema,
  codeStringSegmentSchema,
  productModelValueSchema,
} from './code-string-schemas.ts';

const value = {
  CodeStringValueId: 7,
  CodeStringSegmentId: 3,
  Code: 'E',
  Description: 'ECM motor',
  ListPriceAdder: '125.00',
  AvailabilityRule: 'VOLT IN (208)',
  IsDefault: true,
  SortOrder: 2,
};
const segment = {
  CodeStringSegmentId: 3,
  CodeStringGroupId: 1,
  ProductModelClassId: 9,
  Name: 'MOTOR',
  DisplayName: 'Motor',
  StartPosition: 8,
  Length: 1,
  Values: [value],
};

describe('code-string schemas', () => {
  it('keep every field of a group with its segments and chosen values', () => {
    const groupValue = {
      CodeStringGroup: { CodeStringGroupId: 1, DisplayName: 'Electrical', SortOrder: 3 },
      CodeStringSegmentValues: [
        { CodeStringSegment: segment, CodeStringValue: value },
        { CodeStringSegment: { ...segment, CodeStringSegmentId: 4, Values: [] }, CodeStringValue: null },
      ],
    };
    expect(codeStringGroupValueSchema.parse(groupValue)).toEqual(groupValue);
  });

  it('refuse a segment that starts before position 1 or has no length', () => {
    expect(codeStringSegmentSchema.safeParse(segment).success).toBe(true);
    expect(codeStringSegmentSchema.safeParse({ ...segment, StartPosition: 0 }).success).toBe(false);
    expect(codeStringSegmentSchema.safeParse({ ...segment, Length: 0 }).success).toBe(false);
    expect(codeStringSegmentSchema.safeParse({ ...segment, StartPosition: 12, Length: 3 }).success).toBe(
      true,
    );
  });

  it('take a chosen value as two positive ids', () => {
    expect(productModelValueSchema.parse({ CodeStringSegmentId: 3, CodeStringValueId: 7 })).toEqual({
      CodeStringSegmentId: 3,
      CodeStringValueId: 7,
    });
    expect(productModelValueSchema.safeParse({ CodeStringSegmentId: 0, CodeStringValueId: 7 }).success).toBe(
      false,
    );
  });
});
