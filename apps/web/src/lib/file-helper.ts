/** A file the server answered with (callApi of a contract whose response is a file). */
export type BinaryFile = { blob: Blob; fileName: string | null; contentType: string };

const extensionsByType: [RegExp, string][] = [
  [/pdf/i, 'pdf'],
  [/spreadsheetml|officedocument\.spreadsheet/i, 'xlsx'],
  [/ms-excel/i, 'xls'],
  [/csv/i, 'csv'],
  [/zip/i, 'zip'],
];

/**
 * The file name of a Content-Disposition header: the exact RFC 5987 `filename*` (UTF-8) when the
 * server sends one (it does for names beyond ASCII), else the plain `filename`; null without either.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] || plain?.[2] || null;
}

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
