import type { Transaction } from '../../../db/client.ts';
import type { UploadPlan, UploadRow } from '../excel-sheet.ts';

/** A plan that has found nothing yet; sheets push errors and warnings and queue their writes. */
export function startPlan(): UploadPlan & { writes: Array<(tx: Transaction) => Promise<void>> } {
  const writes: Array<(tx: Transaction) => Promise<void>> = [];
  return {
    errors: [],
    warnings: [],
    inserted: 0,
    updated: 0,
    writes,
    write: async (tx) => {
      for (const write of writes) await write(tx);
    },
  };
}

/** Rows whose key an earlier row already has: ambiguous, so each repeat is an error. */
export function rejectRepeatedKeys<Row>(
  plan: Pick<UploadPlan, 'errors'>,
  rows: UploadRow<Row>[],
  keyOf: (row: Row) => string,
  describe: (row: Row) => string,
): UploadRow<Row>[] {
  const firstLine = new Map<string, number>();
  return rows.filter(({ line, row }) => {
    const key = keyOf(row).toLowerCase();
    const first = firstLine.get(key);
    if (first === undefined) {
      firstLine.set(key, line);
      return true;
    }
    plan.errors.push({ Row: line, Message: `${describe(row)} is already on row ${first}.` });
    return false;
  });
}

/** Case-insensitive lookup by name (names are matched as people type them). */
export function byName<T>(items: readonly T[], nameOf: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [nameOf(item).toLowerCase(), item]));
}

/** Stored and uploaded engineering numbers are equal when they agree to 9 significant digits. */
export function sameNumber(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}
