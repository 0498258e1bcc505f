/**
 * A Content-Disposition header value that is safe for any file name: a plain ASCII fallback in
 * quotes (quotes, backslashes, control and non-ASCII characters replaced) and the exact name in
 * RFC 5987 `filename*` form.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_').trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
