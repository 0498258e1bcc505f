import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUsers } from './users.ts';

/**
 * Sessions ended by a logout (ADR 4). A token names its session; a logout ends that session only,
 * so signing out in one browser leaves the user's other browsers signed in. A row is needed only
 * until every token of the session has expired (expiresAt), and is purged after that.
 */
export const revokedSessions = pgTable(
  'revoked_session',
  {
    sessionId: text('session_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.userId, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('revoked_session_user_idx').on(table.userId),
    index('revoked_session_expires_idx').on(table.expiresAt),
  ],
);
