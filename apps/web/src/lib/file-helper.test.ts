import { describe, expect, it } from 'vitest';
import { downloadFileName } from './file-helper.ts';

describe('downloadFileName (spec section 7 file helper)', () => {
  it('uses the content-disposition file name when there is one', () => {
    expect(downloadFileName({ fileName: 'Quote-1001.pdf', contentType: 'application/pdf' })).toBe(
      'Quote-1001.pdf',
    );
  });
  it.each([
    ['application/pdf', 'downloaded-file.pdf'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'downloaded-file.xlsx'],
    ['application/vnd.ms-excel', 'downloaded-file.xls'],
    ['text/csv', 'downloaded-file.csv'],
    ['application/zip', 'downloaded-file.zip'],
  ])('falls back to an extension by type: %s', (contentType, expected) => {
    expect(downloadFileName({ fileName: null, contentType })).toBe(expected);
  });
});
