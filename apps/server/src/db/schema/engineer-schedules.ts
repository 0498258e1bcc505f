import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { projectSchedules } from './projects.ts';
import { appUsers } from './users.ts';

/**
 * Engineer's schedule import (issue #14, ADR 0037): the column mapping a company last used, so the
 * next schedule from the same engineer maps itself.
 */
export const engineerScheduleMappings = pgTable('engineer_schedule_mapping', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.companyId, { onDelete: 'cascade' }),
  /** { Columns: { [field]: heading }, Units: 'IP' | 'SI' } as the shared contract defines it. */
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
  dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
});

/** Selecting every tag of an imported schedule runs as a job: polled for progress, cancellable. */
export const scheduleSelectionJobStatuses = ['Queued', 'Running', 'Done', 'Cancelled', 'Failed'] as const;

export const scheduleSelectionJobs = pgTable(
  'schedule_selection_job',
  {
    jobId: serial('job_id').primaryKey(),
    projectScheduleId: integer('project_schedule_id')
      .notNull()
      .references(() => projectSchedules.projectScheduleId, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => appUsers.userId, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: scheduleSelectionJobStatuses }).notNull().default('Queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    /** The checked rows and the chosen model class, as the request gave them. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** One result per row (selected model, margins, warnings, or why nothing fits), filled in chunks. */
    result: jsonb('result').$type<unknown[]>().notNull().default([]),
    error: text('error'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('schedule_selection_job_schedule_idx').on(table.projectScheduleId)],
);
