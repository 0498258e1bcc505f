import { describe, expect, it } from 'vitest';
import { formatAddress, formatCalendarDate, formatFileSize, formatMoney } from './format.ts';

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

  it('writes an address on one line and leaves out what is empty', () => {
    const dock = {
      Address1: '5 Dock St',
      Address2: 'Suite 2',
      City: 'Halifax',
      StateProvinceCode: 'NS',
      PostalCode: 'B3H 1A1',
      CountryCode: 'CA',
    };
    expect(formatAddress(dock)).toBe('5 Dock St, Suite 2, Halifax NS B3H 1A1, CA');
    expect(formatAddress({ ...dock, Address2: '', PostalCode: '' })).toBe('5 Dock St, Halifax NS, CA');
    expect(
      formatAddress({ ...dock, Address1: '', Address2: '', City: '', StateProvinceCode: '', PostalCode: '' }),
    ).toBe('CA');
    expect(formatAddress(null)).toBe('—');
  });
});
