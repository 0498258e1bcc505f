import type { BinaryFile } from './api-client.ts';

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

/** Opens a PDF in a new tab, or downloads any other file. Failures are only logged (spec section 8). */
export function openOrDownload(file: BinaryFile, preferredName?: string): void {
  try {
    const url = URL.createObjectURL(file.blob);
    if (/pdf/i.test(file.contentType)) {
      window.open(url, '_blank', 'noopener');
    } else {
      saveUrl(url, preferredName ?? downloadFileName(file));
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    console.error('file download failed', error);
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
