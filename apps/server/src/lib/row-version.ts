import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { conflict } from './http-error.ts';

/** The row the client read must still have the version it sends (409 otherwise). */
export function assertRowVersion(row: { rowVersion: number }, expectedRowVersion: number): void {
  if (row.rowVersion !== expectedRowVersion) throw conflict(STALE_ROW_VERSION_MESSAGE);
}

/**
 * The result of a compare-and-increment UPDATE (`… WHERE row_version = $expected RETURNING`): no row
 * means someone else changed it first, which is the same 409.
 */
export function updatedOrStale<T>(row: T | undefined): T {
  if (row === undefined) throw conflict(STALE_ROW_VERSION_MESSAGE);
  return row;
}
