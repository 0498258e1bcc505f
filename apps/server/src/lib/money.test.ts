import { describe, expect, it } from 'vitest';
import { formatCents } from './money.ts';

describe('formatCents', () => {
  it('writes cents as a decimal with two places', () => {
    expect(formatCents(145_000)).toBe('1450.00');
    expect(formatCents(12_345)).toBe('123.45');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(-250)).toBe('-2.50');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow('not a whole number of cents');
  });
});
