import type { z } from 'zod';
import type { Transaction } from '../../../db/client.ts';
import type { SheetColumn, UploadPlan, UploadRow } from '../excel-sheet.ts';

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

/**
 * A sheet's numeric columns that map one to one onto a table's fields: [header, field, cell reader]
 * (CoilProfiles, HeatPumpRatings). The helpers below read, write and compare a row through it.
 */
type FieldTable = ReadonlyArray<readonly [header: string, key: string, cell: z.ZodType]>;
type FieldCells<F extends FieldTable> = { [E in F[number] as E[0]]: E[2] };
export type FieldValues<F extends FieldTable> = { [E in F[number] as E[1]]: z.output<E[2]> };

/** The row schema's cells of the table's columns, to spread into its z.object. */
export const fieldCells = <F extends FieldTable>(fields: F) =>
  Object.fromEntries(fields.map(([header, , cell]) => [header, cell])) as FieldCells<F>;

/** An uploaded row's values under the table's field names. */
export const fieldValues = <F extends FieldTable>(fields: F, row: Record<string, unknown>) =>
  Object.fromEntries(fields.map(([header, key]) => [key, row[header]])) as FieldValues<F>;

/** The stored row already holds these values (to 9 significant digits): nothing to write. */
export const sameFieldValues = <F extends FieldTable>(
  fields: F,
  stored: Record<F[number][1], number | null>,
  values: FieldValues<F>,
) =>
  fields.every(([, key]) =>
    sameNumber(stored[key as F[number][1]], (values as Record<string, number | null>)[key] ?? null),
  );

/** A numeric column of the downloaded sheet, wide enough for its header. */
export const numberColumn = (header: string): SheetColumn => ({
  header,
  width: Math.max(10, header.length + 2),
  numberFormat: 'General',
});
