import type {
  CodeStringGroup,
  CodeStringSegment,
  CodeStringValue,
} from '@airquote/shared/logic/code-string-schemas';

/** A small model class for tests: unit size, motor, and a controls segment whose rule needs ECM. */
const value = (
  id: number,
  segmentId: number,
  code: string,
  description: string,
  adder: string | null,
  rule = 'ANY',
  isDefault = false,
): CodeStringValue => ({
  CodeStringValueId: id,
  CodeStringSegmentId: segmentId,
  Code: code,
  Description: description,
  ListPriceAdder: adder,
  AvailabilityRule: rule,
  IsDefault: isDefault,
  SortOrder: id,
});

export const testGroups: CodeStringGroup[] = [
  { CodeStringGroupId: 1, DisplayName: 'Unit', SortOrder: 1 },
  { CodeStringGroupId: 2, DisplayName: 'Electrical', SortOrder: 2 },
];

export function testSegments(withPrices = true): CodeStringSegment[] {
  const price = (amount: string) => (withPrices ? amount : null);
  return [
    {
      CodeStringSegmentId: 10,
      CodeStringGroupId: 1,
      ProductModelClassId: 3,
      Name: 'SIZE',
      DisplayName: 'Unit Size',
      StartPosition: 4,
      Length: 2,
      Values: [value(100, 10, '04', 'Size 04, 400 cfm', price('0.00'), 'ANY', true)],
    },
    {
      CodeStringSegmentId: 11,
      CodeStringGroupId: 1,
      ProductModelClassId: 3,
      Name: 'SERIES',
      DisplayName: 'Series',
      StartPosition: 1,
      Length: 3,
      Values: [value(110, 11, 'FCH', 'Horizontal concealed', price('0.00'), 'ANY', true)],
    },
    {
      CodeStringSegmentId: 12,
      CodeStringGroupId: 2,
      ProductModelClassId: 3,
      Name: 'MOTOR',
      DisplayName: 'Motor',
      StartPosition: 6,
      Length: 1,
      Values: [
        value(120, 12, 'P', 'PSC motor', price('0.00'), 'ANY', true),
        value(121, 12, 'E', 'ECM motor', price('185.00')),
      ],
    },
    {
      CodeStringSegmentId: 13,
      CodeStringGroupId: 2,
      ProductModelClassId: 3,
      Name: 'CTRL',
      DisplayName: 'Controls',
      StartPosition: 7,
      Length: 2,
      Values: [
        value(130, 13, 'NC', 'No controls', price('0.00'), 'ANY', true),
        value(131, 13, 'DV', 'Variable-speed thermostat', price('240.50'), 'MOTOR IN (E)'),
      ],
    },
  ];
}
