import { describe, expect, it } from 'vitest';
import { isoFromTimestampText } from './raw-sql.ts';

describe('isoFromTimestampText', () => {
  it('reads the text form of a timestamptz with any offset', () => {
    expect(isoFromTimestampText('2026-11-21 09:05:00.123+00')).toBe('2026-11-21T09:05:00.123Z');
    expect(isoFromTimestampText('2026-11-21 09:05:00.123456+00')).toBe('2026-11-21T09:05:00.123Z');
    expect(isoFromTimestampText('2026-11-21 14:35:00+05:30')).toBe('2026-11-21T09:05:00.000Z');
    expect(isoFromTimestampText('2026-11-21 04:05:00-05')).toBe('2026-11-21T09:05:00.000Z');
    expect(isoFromTimestampText(new Date('2026-11-21T09:05:00Z'))).toBe('2026-11-21T09:05:00.000Z');
  });

  it('refuses what is not a timestamp', () => {
    expect(() => isoFromTimestampText('yesterday')).toThrow('not a timestamp');
  });
});
