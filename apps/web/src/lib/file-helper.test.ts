import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFileName, fileNameFromDisposition, openOrDownload, saveFile } from './file-helper.ts';

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

describe('fileNameFromDisposition', () => {
  it('reads the exact UTF-8 name of filename* before the ASCII fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Riverside _ Tower B.pdf"; filename*=UTF-8''Riverside%20%E2%80%93%20Tower%20B.pdf`,
      ),
    ).toBe('Riverside – Tower B.pdf');
  });
  it('reads a quoted or a bare filename, and answers null without one', () => {
    expect(fileNameFromDisposition('attachment; filename="Quote-1.pdf"')).toBe('Quote-1.pdf');
    expect(fileNameFromDisposition('inline; filename=Parts.xlsx')).toBe('Parts.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
  it('falls back to the plain name when filename* is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E2%80`)).toBe('a.pdf');
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

  it('opens a PDF in a new tab, cut from this page', () => {
    objectUrls();
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const downloads = clickedDownloads();
    expect(openOrDownload(file('application/pdf', 'Quote-1.pdf'))).toBe('opened');
    expect(open).toHaveBeenCalledWith('blob:file', '_blank');
    expect(tab.opener).toBeNull();
    expect(downloads).toEqual([]);
  });

  it('downloads a PDF whose tab the browser blocked', () => {
    objectUrls();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const downloads = clickedDownloads();
    expect(openOrDownload(file('application/pdf', 'Quote-1.pdf'))).toBe('downloaded');
    expect(downloads).toEqual(['Quote-1.pdf']);
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
    expect(openOrDownload(file('application/pdf', null))).toBe('failed');
    expect(() => saveFile(file('application/pdf', null))).not.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe('file download failed');
  });
});
