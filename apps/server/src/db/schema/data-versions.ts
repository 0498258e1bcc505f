import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Version counters raised by statement triggers in the transaction of every change (migration
 * 0007): 'projects' (projects, schedules, project users, employees, companies, lookups shown in
 * lists) and 'catalog' (the product hierarchy and its engineering data). A cached answer is kept
 * with the version read before it was built, so it is never newer than its label and any server
 * instance sees a change at once (lib/versioned-cache.ts).
 */
export const dataVersions = pgTable('data_version', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
