import { describe, expect, it } from 'vitest';
import { isoFromUtcTimestampText } from './raw-sql.ts';

describe('isoFromUtcTimestampText', () => {
  it('writes a UTC timestamp as ISO 8601 with milliseconds', () => {
    expect(isoFromUtcTimestampText('2026-11-21 09:05:00.123456')).toBe('2026-11-21T09:05:00.123Z');
    expect(isoFromUtcTimestampText('2026-11-21 09:05:00.1')).toBe('2026-11-21T09:05:00.100Z');
    expect(isoFromUtcTimestampText('2026-11-21 09:05:00')).toBe('2026-11-21T09:05:00.000Z');
  });

  it('refuses anything else, such as a value with an offset', () => {
    expect(() => isoFromUtcTimestampText('2026-11-21 09:05:00+00')).toThrow('not a UTC timestamp');
    expect(() => isoFromUtcTimestampText('yesterday')).toThrow('not a UTC timestamp');
  });
});
