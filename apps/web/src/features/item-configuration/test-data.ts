import type {
  CodeStringGroup,
  CodeStringSegment,
  CodeStringValue,
} from '@airquote/shared/logic/code-string-schemas';
import {
  extendedCents,
  formatCents,
  netUnitPriceCents,
  parseCents,
  parseMultiplier,
  sumCents,
} from '@airquote/shared/rules/money';

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

type PricingAsked = {
  ProductModelValues?: { CodeStringSegmentId: number; CodeStringValueId: number }[] | null;
  ProjectScheduleLineItemId?: number | null;
  ItemQty?: number | null;
  TransactionType?: number;
};

/**
 * What pricing/getpricinginputs answers for the test model class (base $1,720.00): the asked
 * options' adders, the multiplier of the transaction type (null: none) to the cent, × quantity.
 */
export function testPricingAnswer(
  asked: PricingAsked,
  multipliers: Record<number, string | null> = { 1: '0.5250', 2: '0.5950' },
) {
  const segments = testSegments();
  const chosen = asked.ProductModelValues ?? [];
  const chosenValueOf = (segmentId: number) => {
    const choice = chosen.find((item) => item.CodeStringSegmentId === segmentId);
    const segment = segments.find((item) => item.CodeStringSegmentId === segmentId);
    return segment?.Values.find((item) => item.CodeStringValueId === choice?.CodeStringValueId) ?? null;
  };
  const addersCents = sumCents(
    segments.map(
      (segment) => parseCents(chosenValueOf(segment.CodeStringSegmentId)?.ListPriceAdder ?? '0') ?? 0,
    ),
  );
  const baseCents = 172_000;
  const unitCents = baseCents + addersCents;
  const transactionType = asked.TransactionType ?? 1;
  const multiplier = multipliers[transactionType] ?? null;
  const netCents =
    multiplier === null ? null : netUnitPriceCents(unitCents, parseMultiplier(multiplier) ?? 0);
  const qty = asked.ItemQty ?? 1;
  return {
    CodeStringGroups: testGroups.map((group) => ({
      CodeStringGroup: group,
      CodeStringSegmentValues: segments
        .filter((segment) => segment.CodeStringGroupId === group.CodeStringGroupId)
        .map((segment) => ({
          CodeStringSegment: segment,
          CodeStringValue: chosenValueOf(segment.CodeStringSegmentId),
        })),
    })),
    ProductModelValues: chosen,
    ProjectScheduleLineItemPricing: {
      BaseListPrice: formatCents(baseCents),
      AddersListPrice: formatCents(addersCents),
      UnitListPrice: formatCents(unitCents),
      ProjectScheduleLineItemId: asked.ProjectScheduleLineItemId ?? null,
      ProductModelId: 1000,
      ProductTypeCategoryId: 10,
      CompanyId: 3,
      ItemQty: qty,
      TransactionType: transactionType,
      StandardMultiplier: multiplier,
      Multiplier: multiplier,
      MultiplierSource: multiplier === null ? null : 'Standard',
      NetUnitPrice: netCents === null ? null : formatCents(netCents),
      ExtendedListPrice: formatCents(extendedCents(qty, unitCents)),
      ExtendedNetPrice: netCents === null ? null : formatCents(extendedCents(qty, netCents)),
    },
  };
}
