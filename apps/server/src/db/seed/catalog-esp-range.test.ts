import { ProductType } from '@airquote/shared/enums/lookups';
import { ENGINEERING_LIMITS, espRangeLimitOf } from '@airquote/shared/selection/engineering-limits';
import { describe, expect, it } from 'vitest';
import { catalogSeed } from './catalog-data.ts';

/**
 * The ESP range of the limits table (docs/decisions/0040) is what the seeded catalog publishes where
 * it publishes one: a class description's "up to X in. w.c. ESP".
 */
describe('published ESP ranges of the seeded model classes', () => {
  const published = catalogSeed.flatMap((type) =>
    type.categories.flatMap((category) =>
      category.modelClasses.flatMap((modelClass) => {
        const match = /up to ([\d.]+) in\. w\.c\. ESP/.exec(modelClass.description);
        return match ? [{ type: type.productTypeId, name: modelClass.name, esp: Number(match[1]) }] : [];
      }),
    ),
  );

  it('finds the ducted fan coil (FHC) and the blower coil (BCH)', () => {
    expect(published.map((entry) => entry.name)).toEqual(['FHC', 'BCH']);
  });

  it.each([ProductType.FanCoil, ProductType.AirHandler])(
    'product type %i: the table holds the class’s published top',
    (type) => {
      const code = espRangeLimitOf(type);
      expect(code).not.toBeNull();
      const entry = published.find((candidate) => candidate.type === type);
      expect(ENGINEERING_LIMITS[code as keyof typeof ENGINEERING_LIMITS].Value).toBe(entry?.esp);
    },
  );

  it('every seeded product type has an ESP range', () => {
    for (const type of catalogSeed) expect(espRangeLimitOf(type.productTypeId)).not.toBeNull();
  });
});
