import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUsers } from './users.ts';

/** Single-use reset links: only a SHA-256 hash of the random token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_token',
  {
    passwordResetTokenId: serial('password_reset_token_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.userId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_token_user_idx').on(table.userId)],
);
