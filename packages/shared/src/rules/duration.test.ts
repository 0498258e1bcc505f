import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('shows minutes under an hour and hours with one decimal from an hour on', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(29_999)).toBe('0 min');
    expect(formatDuration(30_000)).toBe('1 min');
    expect(formatDuration(25 * 60_000)).toBe('25 min');
    expect(formatDuration(59 * 60_000 + 29_999)).toBe('59 min');
    expect(formatDuration(59 * 60_000 + 30_000)).toBe('1.0 h');
    expect(formatDuration(90 * 60_000)).toBe('1.5 h');
    expect(formatDuration(49.96 * 3_600_000)).toBe('50.0 h');
  });
});
