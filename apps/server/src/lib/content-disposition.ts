/**
 * A Content-Disposition header value that is safe for any file name: a plain ASCII name in quotes
 * (quotes, backslashes, control and non-ASCII characters replaced) and, when that is not the exact
 * name, the exact name in RFC 5987 `filename*` form as well.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_').trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  if (fallback === fileName) return `${kind}; filename="${fallback}"`;
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
