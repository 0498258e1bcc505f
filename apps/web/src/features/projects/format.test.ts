import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatFileSize, formatMoney } from './format.ts';

describe('formatting', () => {
  it('reads a calendar date as a local date', () => {
    const expected = new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(new Date(2026, 10, 21));
    expect(formatCalendarDate('2026-11-21')).toBe(expected);
    expect(formatCalendarDate('')).toBe('—');
  });

  it('formats money from decimal strings and file sizes', () => {
    expect(formatMoney('1234.5')).toMatch(/1,234\.50/);
    expect(formatMoney(null)).toBe('—');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
