import { describe, expect, it } from 'vitest';
import {
  AirSelectBy,
  coilSelectionInputSchema,
  heatPumpSelectionInputSchema,
  selectionOptionLists,
} from './selection-schemas.ts';
import { coilInput, heatPumpInput } from './test-fixtures.ts';

describe('Air select-by (spec section 3, fixed option lists)', () => {
  it("offers only 2 'ESP'", () => {
    expect(selectionOptionLists.airSelectBy).toEqual([{ value: 2, label: 'ESP' }]);
    expect(AirSelectBy).toEqual({ ESP: 2 });
  });

  it.each([
    ['coil', coilSelectionInputSchema, () => ({ ...coilInput() })],
    ['heat pump', heatPumpSelectionInputSchema, () => ({ ...heatPumpInput() })],
  ] as const)(
    'the %s engine input accepts SelectBy 2 and refuses any other value',
    (_kind, schema, valid) => {
      expect(schema.safeParse({ ...valid(), SelectBy: 2 }).success).toBe(true);
      for (const SelectBy of [0, 1, 3, 2.5, '2', null]) {
        const result = schema.safeParse({ ...valid(), SelectBy });
        expect(result.success, `SelectBy ${String(SelectBy)}`).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['SelectBy']);
      }
      const { SelectBy: _omitted, ...withoutSelectBy } = valid();
      expect(schema.safeParse(withoutSelectBy).success).toBe(false);
      expect(schema.safeParse({ ...valid(), SelectBy: 1 }).error?.issues[0]?.message).toBe(
        'SelectBy must be one of 2 (ESP)',
      );
    },
  );
});
