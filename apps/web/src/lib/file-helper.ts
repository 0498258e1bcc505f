import type { BinaryFile } from './binary-file.ts';

export { type BinaryFile, fileNameFromDisposition } from './binary-file.ts';

const extensionsByType: [RegExp, string][] = [
  [/pdf/i, 'pdf'],
  [/spreadsheetml|officedocument\.spreadsheet/i, 'xlsx'],
  [/ms-excel/i, 'xls'],
  [/csv/i, 'csv'],
  [/zip/i, 'zip'],
];

/** Spec section 7 file helper: the name from content-disposition, else 'downloaded-file' plus an extension. */
export function downloadFileName(file: Pick<BinaryFile, 'fileName' | 'contentType'>): string {
  if (file.fileName) return file.fileName;
  const extension = extensionsByType.find(([pattern]) => pattern.test(file.contentType))?.[1];
  return extension ? `downloaded-file.${extension}` : 'downloaded-file';
}

function saveUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

/** What became of a file: a PDF opened in a new tab, a download, or a failure (only logged). */
export type FileDelivery = 'opened' | 'downloaded' | 'failed';

/**
 * Opens a PDF in a new tab, or downloads any other file. A PDF whose tab the browser blocks (a tab
 * opened after a long generation no longer counts as the user's click) is downloaded instead.
 * Failures are only logged (spec section 8).
 */
export function openOrDownload(file: BinaryFile, preferredName?: string): FileDelivery {
  try {
    const url = URL.createObjectURL(file.blob);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    if (/pdf/i.test(file.contentType)) {
      // Without 'noopener' the browser answers the tab (null when blocked); the opener is cut by hand.
      const tab = window.open(url, '_blank');
      if (tab) {
        tab.opener = null;
        return 'opened';
      }
    }
    saveUrl(url, preferredName ?? downloadFileName(file));
    return 'downloaded';
  } catch (error) {
    console.error('file download failed', error);
    return 'failed';
  }
}

/** Downloads a file, a PDF too, under the same name rule. Failures are only logged. */
export function saveFile(file: BinaryFile, preferredName?: string): void {
  try {
    const url = URL.createObjectURL(file.blob);
    saveUrl(url, preferredName ?? downloadFileName(file));
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    console.error('file download failed', error);
  }
}
