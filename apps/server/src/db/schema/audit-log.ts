import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Security-relevant actions: impersonation start/stop and every write made while impersonating. */
export const auditLog = pgTable(
  'audit_log',
  {
    auditLogId: serial('audit_log_id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    impersonatorUserId: integer('impersonator_user_id'),
    action: text('action').notNull(),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_user_idx').on(table.userId),
    index('audit_log_impersonator_idx').on(table.impersonatorUserId),
  ],
);
