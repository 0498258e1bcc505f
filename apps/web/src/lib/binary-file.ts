// What callApi needs to read a file answer, apart from file-helper.ts: the startup code carries this,
// not the helpers that open and save files (ADR 47).

/** A file the server answered with (callApi of a contract whose response is a file). */
export type BinaryFile = { blob: Blob; fileName: string | null; contentType: string };

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
