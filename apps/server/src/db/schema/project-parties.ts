import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { projectQuotes } from './quotes.ts';
import { appUsers } from './users.ts';

/**
 * The parties of a project (issue 17): owner, engineer of record, architect, mechanical contractors.
 * Each is a free-standing company (not a tenant company) with its contacts; ADR 0035.
 */
export const projectParties = pgTable(
  'project_party',
  {
    projectPartyId: serial('project_party_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    companyName: text('company_name').notNull(),
    rowVersion: integer('row_version').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('project_party_project_idx').on(table.projectId),
    check(
      'project_party_role_check',
      sql`${table.role} in ('Owner', 'EngineerOfRecord', 'Architect', 'MechanicalContractor')`,
    ),
  ],
);

export const projectPartyContacts = pgTable(
  'project_party_contact',
  {
    projectPartyContactId: serial('project_party_contact_id').primaryKey(),
    projectPartyId: integer('project_party_id')
      .notNull()
      .references(() => projectParties.projectPartyId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    emailAddress: text('email_address').notNull().default(''),
    phone: text('phone').notNull().default(''),
  },
  (table) => [index('project_party_contact_party_idx').on(table.projectPartyId)],
);

/** The party contact a quote is addressed to (one per quote). */
export const quoteAddressees = pgTable('quote_addressee', {
  projectQuoteId: integer('project_quote_id')
    .primaryKey()
    .references(() => projectQuotes.projectQuoteId, { onDelete: 'cascade' }),
  projectPartyContactId: integer('project_party_contact_id')
    .notNull()
    .references(() => projectPartyContacts.projectPartyContactId, { onDelete: 'cascade' }),
});

/**
 * A quote sent for acceptance: a single-use link whose random token is stored only as a SHA-256
 * hash, with the recipient's decision (who, when, from where) once used.
 */
export const quoteAcceptances = pgTable(
  'quote_acceptance',
  {
    quoteAcceptanceId: serial('quote_acceptance_id').primaryKey(),
    projectQuoteId: integer('project_quote_id')
      .notNull()
      .references(() => projectQuotes.projectQuoteId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    sentToEmail: text('sent_to_email').notNull(),
    sentToName: text('sent_to_name').notNull().default(''),
    sentByUserId: integer('sent_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    dateSent: timestamp('date_sent', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** 'Accepted' or 'Declined' once used. */
    decision: text('decision'),
    signerName: text('signer_name'),
    signerTitle: text('signer_title'),
    signature: text('signature'),
    declineReason: text('decline_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('quote_acceptance_quote_idx').on(table.projectQuoteId),
    check(
      'quote_acceptance_decision_check',
      sql`${table.decision} is null or ${table.decision} in ('Accepted', 'Declined')`,
    ),
  ],
);
