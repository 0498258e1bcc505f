import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from './client.ts';

/** Runs a hand-written statement and answers its rows (both drivers answer `{ rows }`). */
export async function selectRows<Row>(db: DatabaseOrTransaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A timestamp as an ISO 8601 UTC string, formatted by the database so both drivers agree. */
export function isoTimestamp(expression: SQL): SQL {
  return sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * For row-heavy reads: a timestamptz read as `utcTimestamp(column)` arrives as text in UTC
 * ("2026-11-21 09:05:00.123456") and becomes ISO 8601 with string operations only; to_char per row
 * costs ~2.5 ms per 500 rows in the embedded database and Date parsing ~1 ms in Node.
 */
export function utcTimestamp(expression: SQL): SQL {
  return sql`(${expression} at time zone 'UTC')`;
}

export function isoFromUtcTimestampText(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/.test(value))
    throw new Error(`not a UTC timestamp: ${value}`);
  const fraction = value.length > 19 ? value.slice(20, 23).padEnd(3, '0') : '000';
  return `${value.slice(0, 10)}T${value.slice(11, 19)}.${fraction}Z`;
}

/**
 * A LIKE pattern finding `text` anywhere in a lower-cased column, with % _ and \ taken literally.
 * Lower-cased by the database, as the column is, so both agree for any letter.
 */
export function containsPattern(text: string): SQL {
  return sql`lower(${`%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`})`;
}

/** PostgreSQL unique_violation, whichever driver raised it (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const failure = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return failure.code === '23505' || failure.cause?.code === '23505';
}

/**
 * `column = any($1::int[])`: the ids as one array parameter. drizzle's inArray makes a parameter per
 * id, and building and binding thousands of them cost more than the query (quote list totals price
 * every matching quote's lines); an array also has no 65,535-parameter limit.
 */
export function idIn(column: AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}
