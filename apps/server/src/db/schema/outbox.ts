import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxStatuses = ['Pending', 'Sent', 'Failed'] as const;

/** Transactional outbox: a mail is written with the change that causes it and sent afterwards. */
export const outboxEmails = pgTable(
  'outbox_email',
  {
    outboxEmailId: serial('outbox_email_id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Project attachments sent with the mail (quote and submittal PDFs), loaded by the worker when it sends. */
    attachmentIds: integer('attachment_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: text('status', { enum: outboxStatuses }).notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateSent: timestamp('date_sent', { withTimezone: true }),
  },
  (table) => [index('outbox_email_due_idx').on(table.status, table.nextAttemptAt)],
);
