import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFileName, openOrDownload, saveFile } from './file-helper.ts';

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

describe('openOrDownload and saveFile (spec section 7 file helper)', () => {
  afterEach(() => vi.restoreAllMocks());
  const file = (contentType: string, fileName: string | null) => ({
    blob: new Blob(['x'], { type: contentType }),
    fileName,
    contentType,
  });
  // jsdom has no object URLs; the browser's are stood in for, the helper's own logic is what runs.
  const objectUrls = () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
  };
  const clickedDownloads = () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return names;
  };

  it('opens a PDF in a new tab', () => {
    objectUrls();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const downloads = clickedDownloads();
    openOrDownload(file('application/pdf', 'Quote-1.pdf'));
    expect(open).toHaveBeenCalledWith('blob:file', '_blank', 'noopener');
    expect(downloads).toEqual([]);
  });

  it('downloads other files under the content-disposition name or downloaded-file.<ext>', () => {
    objectUrls();
    const downloads = clickedDownloads();
    openOrDownload(file('text/csv', null));
    openOrDownload(file('application/zip', 'Schedules.zip'));
    saveFile(file('application/pdf', 'PartSummary-Q-1-R1.pdf'));
    expect(downloads).toEqual(['downloaded-file.csv', 'Schedules.zip', 'PartSummary-Q-1-R1.pdf']);
  });

  it('logs a failure instead of throwing', () => {
    URL.createObjectURL = vi.fn(() => {
      throw new Error('no object URLs');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => openOrDownload(file('application/pdf', null))).not.toThrow();
    expect(() => saveFile(file('application/pdf', null))).not.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe('file download failed');
  });
});
