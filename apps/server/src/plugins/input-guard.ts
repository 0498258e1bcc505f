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
 * Whether a parsed value holds a NUL character anywhere, without building paths or entry arrays:
 * every request body is walked, nearly none has one, and only then is the path worked out.
 */
function hasNulCharacter(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      if (hasNulCharacter(value[index], depth + 1)) return true;
    }
    return false;
  }
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (key.includes('\u0000') || hasNulCharacter(record[key], depth + 1)) return true;
  }
  return false;
}

function nulCharacterPath(value: unknown): string | null {
  return hasNulCharacter(value, 0) ? findNulCharacter(value) : null;
}

/**
 * Text with a NUL character cannot be stored (PostgreSQL refuses it) and is never meant: it is
 * refused with 400 at the edge, before any access check or handler, in the address, the query and
 * JSON bodies (issue #16, item 9). Uploaded files are bytes and are not concerned.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      nulCharacterPath(request.params) ??
      nulCharacterPath(request.query) ??
      (request.isMultipart() ? null : nulCharacterPath(request.body));
    if (found) throw badRequest(NUL_CHARACTER_MESSAGE, { [found]: NUL_CHARACTER_MESSAGE });
  });
}
