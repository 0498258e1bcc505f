import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const approvalStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const appUsers = pgTable(
  'app_user',
  {
    userId: serial('user_id').primaryKey(),
    emailAddress: text('email_address').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    isInternalEmployee: boolean('is_internal_employee'),
    approvalStatus: text('approval_status', { enum: approvalStatuses }).notNull().default('Pending'),
    /** Company name typed at registration, kept for the reviewer. */
    registeredCompanyName: text('registered_company_name').notNull().default(''),
    signedCustomerTermsOfUse: boolean('signed_customer_terms_of_use').notNull().default(false),
    signedCustomerTermsOfUseAt: timestamp('signed_customer_terms_of_use_at', { withTimezone: true }),
    defaultCompanyId: integer('default_company_id').references(() => companies.companyId),
    /** Units the user reads and types in ('IP' or 'SI'); the API itself is always I-P (ADR 0031). */
    unitSystem: text('unit_system', { enum: ['IP', 'SI'] })
      .notNull()
      .default('IP'),
    /** Bumped by sign-out everywhere, password change or reset and deactivation: every older token is revoked. */
    tokenVersion: integer('token_version').notNull().default(1),
    rowVersion: integer('row_version').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('app_user_email_unique').on(sql`lower(${table.emailAddress})`)],
);

export const userRoleLookups = pgTable('user_role', {
  userRoleId: integer('user_role_id').primaryKey(),
  value: text('value').notNull().unique(),
});

export const appUserUserRoles = pgTable(
  'app_user_user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.userId, { onDelete: 'cascade' }),
    userRoleId: integer('user_role_id')
      .notNull()
      .references(() => userRoleLookups.userRoleId),
  },
  (table) => [primaryKey({ columns: [table.userId, table.userRoleId] })],
);
