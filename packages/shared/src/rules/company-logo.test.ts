import { describe, expect, it } from 'vitest';
import { hasCustomLogo } from './company-logo.ts';

describe('hasCustomLogo (spec section 9)', () => {
  it('counts a logo as custom only when its file name is longer than 2 characters', () => {
    expect(hasCustomLogo('logo.png')).toBe(true);
    expect(hasCustomLogo('abc')).toBe(true);
    expect(hasCustomLogo('ab')).toBe(false);
    expect(hasCustomLogo('')).toBe(false);
    expect(hasCustomLogo(null)).toBe(false);
    expect(hasCustomLogo(undefined)).toBe(false);
  });
});
