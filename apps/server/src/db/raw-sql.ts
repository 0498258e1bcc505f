import { type SQL, sql } from 'drizzle-orm';
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
 * A timestamptz as both drivers hand it over in text form ("2026-11-21 09:05:00.123+00", offsets
 * like +05:30 too) as an ISO 8601 UTC string. For row-heavy reads, where formatting in JavaScript
 * is cheaper than to_char per row in the embedded database.
 */
export function isoFromTimestampText(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const normalized = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(normalized);
  if (Number.isNaN(date.getTime())) throw new Error(`not a timestamp: ${value}`);
  return date.toISOString();
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
