import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';

export const NUL_CHARACTER_MESSAGE = 'The request contains a character that is not allowed (NUL, code 0).';

/** Where the first NUL character sits in a parsed value (a key or a string at any depth), if any. */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = findNulCharacter(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Text with a NUL character cannot be stored (PostgreSQL refuses it) and is never meant: it is
 * refused with 400 at the edge, before any access check or handler, in the address, the query and
 * JSON bodies (issue #16, item 9). Uploaded files are bytes and are not concerned.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findNulCharacter(request.params) ??
      findNulCharacter(request.query) ??
      (request.isMultipart() ? null : findNulCharacter(request.body));
    if (found) throw badRequest(NUL_CHARACTER_MESSAGE, { [found]: NUL_CHARACTER_MESSAGE });
  });
}
