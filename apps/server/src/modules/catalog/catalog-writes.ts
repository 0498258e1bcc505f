import { isUniqueViolation } from '../../db/raw-sql.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { catalogChanged } from './catalog-version.ts';

/**
 * What the generic catalog writes (spec section 7 generic base paths) share: PATCH is the stored
 * row with the sent fields laid over it, then validated like a PUT; a duplicate natural key is a
 * 409 even when two admins race past the up-front check. Every successful write (one statement,
 * already committed) tells the catalog caches (catalog-version.ts).
 */
export function mergePatch<T extends object>(current: T, patch: Partial<T>): T {
  const merged = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

export async function writeOrConflict<T>(write: () => Promise<T>, duplicateMessage: string): Promise<T> {
  try {
    const result = await write();
    catalogChanged();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateMessage);
    throw error;
  }
}

export function found<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}

/** After a committed delete: the caches learn of it and the caller gets the spec's generic response. */
export function deleted() {
  catalogChanged();
  return { Success: true, WarningMessages: [] as string[] };
}
