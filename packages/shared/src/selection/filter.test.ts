import { describe, expect, it } from 'vitest';
import { filterFaceVelocityFpm, filterPressureDropInWg } from './filter.ts';

describe('filter pressure drop', () => {
  const filter = {
    FilterPressureDropId: 1,
    ProductModelId: 1,
    FilterName: '1 in. pleated',
    FaceAreaSqFt: 2,
    K: 0.16,
    N: 1.45,
  };

  it('is K at 500 fpm and K·(V/500)^N elsewhere', () => {
    expect(filterFaceVelocityFpm(filter, 1000)).toBe(500);
    expect(filterPressureDropInWg(filter, 1000)).toBeCloseTo(0.16, 12);
    expect(filterPressureDropInWg(filter, 500)).toBeCloseTo(0.16 * 0.5 ** 1.45, 12);
    expect(filterPressureDropInWg(filter, 1500)).toBeCloseTo(0.16 * 1.5 ** 1.45, 12);
    expect(filterPressureDropInWg(filter, 0)).toBe(0);
  });
});
