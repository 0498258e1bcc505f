import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';

export type OutboxBacklog = {
  /** Mails waiting to be sent (including those waiting for a retry). */
  pending: number;
  /** Mails given up after the last attempt; they stay for a person to look at. */
  failed: number;
  /** Age of the oldest waiting mail in seconds, null when none waits. */
  oldestPendingAgeSeconds: number | null;
};

/**
 * The outbox's unsent mail, read at each metrics scrape: the status index (outbox_email_due_idx)
 * keeps the sent mail, nearly all of the table, out of the scan.
 */
export async function readOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const pending = sql`${outboxEmails.status} = 'Pending'`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outboxEmails.status} = 'Failed')`.mapWith(Number),
      oldestPendingAgeSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${outboxEmails.dateCreated}) filter (where ${pending}))`.mapWith(
        Number,
      ),
    })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ['Pending', 'Failed']));
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingAgeSeconds: row?.oldestPendingAgeSeconds ?? null,
  };
}
