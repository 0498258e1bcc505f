import type { ProjectQuote, QuoteLineItem } from '@airquote/shared/contracts/quote/quote-schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { productTypeCategories } from './catalog.ts';
import { locations, projectSchedules, projects } from './projects.ts';
import { appUsers } from './users.ts';

/** The running number of quote numbers (Q-2026-000123); revisions share their quote's number. */
export const projectQuoteNumberSequence = pgSequence('project_quote_number_seq', { startWith: 1 });

/**
 * A quote of a project (docs/domain.md section 6). Each revision is its own row with the same
 * quote_number; revising marks the old row superseded (superseded_by) and leaves it readable.
 * Engineering requests, multiplier requests and orders (issue 5, parts 3–5) reference this row and
 * move `status` through the machine of packages/shared/src/rules/quote-status.ts.
 */
export const projectQuotes = pgTable(
  'project_quote',
  {
    projectQuoteId: serial('project_quote_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    quoteNumber: text('quote_number').notNull(),
    revision: integer('revision').notNull().default(1),
    /** Spec QuoteStatus: Open 1, EngReview 2, MultiplierReview 3, Hold 4, Ordered 5, Cancelled 6. */
    status: integer('status').notNull().default(1),
    supersedesQuoteId: integer('supersedes_quote_id').references(
      (): AnyPgColumn => projectQuotes.projectQuoteId,
    ),
    supersededByQuoteId: integer('superseded_by_quote_id').references(
      (): AnyPgColumn => projectQuotes.projectQuoteId,
    ),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId),
    /** Spec CategoryMultiplierTransactionType: BuyResale 1, FactoryDirect 2 (which standard multiplier applies). */
    transactionType: integer('transaction_type').notNull().default(1),
    shipToLocationId: integer('ship_to_location_id').references(() => locations.locationId),
    billToLocationId: integer('bill_to_location_id').references(() => locations.locationId),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    modifiedByUserId: integer('modified_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    /** When `status` last changed (queues and the quotes list sort by it). */
    dateStatusChanged: timestamp('date_status_changed', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('project_quote_number_revision_unique').on(table.quoteNumber, table.revision),
    index('project_quote_project_idx').on(table.projectId),
    // A revision is replaced at most once, even by two people revising at the same instant.
    uniqueIndex('project_quote_supersedes_unique').on(table.supersedesQuoteId),
    index('project_quote_status_idx').on(table.status, table.dateStatusChanged),
    check('project_quote_status_check', sql`${table.status} between 1 and 6`),
    check('project_quote_transaction_type_check', sql`${table.transactionType} in (1, 2)`),
    check('project_quote_revision_check', sql`${table.revision} >= 1`),
  ],
);

/** The schedules a quote covers: their active line items are the quote's lines. */
export const projectQuoteSchedules = pgTable(
  'project_quote_schedule',
  {
    projectQuoteId: integer('project_quote_id')
      .notNull()
      .references(() => projectQuotes.projectQuoteId, { onDelete: 'cascade' }),
    projectScheduleId: integer('project_schedule_id')
      .notNull()
      .references(() => projectSchedules.projectScheduleId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectQuoteId, table.projectScheduleId] }),
    index('project_quote_schedule_schedule_idx').on(table.projectScheduleId),
  ],
);

/**
 * Notes on a quote: remarks people write (General) and, from later parts, the notes that go with
 * a status change or a review decision (kind says which).
 */
export const projectQuoteNotes = pgTable(
  'project_quote_note',
  {
    projectQuoteNoteId: serial('project_quote_note_id').primaryKey(),
    projectQuoteId: integer('project_quote_id')
      .notNull()
      .references(() => projectQuotes.projectQuoteId, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['General', 'StatusChange', 'EngineeringReview', 'MultiplierReview', 'Order'],
    })
      .notNull()
      .default('General'),
    note: text('note').notNull(),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => appUsers.userId),
    /** The engineering request an EngineeringReview note belongs to (its history); null otherwise. */
    projectQuoteEngRequestId: integer('project_quote_eng_request_id').references(
      (): AnyPgColumn => projectQuoteEngRequests.projectQuoteEngRequestId,
      { onDelete: 'set null' },
    ),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (table) => [index('project_quote_note_quote_idx').on(table.projectQuoteId, table.at)],
);

/** Extra quote lines beyond the units (docs/domain.md section 5): freight, start-up, misc. */
export const projectQuoteNetAdds = pgTable(
  'project_quote_net_add',
  {
    projectQuoteNetAddId: serial('project_quote_net_add_id').primaryKey(),
    projectQuoteId: integer('project_quote_id')
      .notNull()
      .references(() => projectQuotes.projectQuoteId, { onDelete: 'cascade' }),
    netAddType: text('net_add_type', { enum: ['Freight', 'StartUp', 'Misc'] }).notNull(),
    description: text('description').notNull().default(''),
    /** Whole cents; bigint so a large job's freight never overflows (read as a safe JS integer). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (table) => [
    index('project_quote_net_add_quote_idx').on(table.projectQuoteId),
    check('project_quote_net_add_amount_check', sql`${table.amountCents} >= 0`),
  ],
);

/**
 * A lower multiplier a quote asks for one product type category (issue 5 part 3, docs/domain.md section
 * 5). Drafted (sent_at null, Pending) until SendMultipliersRequestEmail sends the quote's drafts;
 * one below the standard then waits for a reviewer (Pending) and is Approved or Rejected with a
 * note; one equal to the standard is Approved when sent. The quote is priced with the newest
 * Approved row of each category; a Rejected one leaves the standard.
 */
export const projectQuoteCatMultipliers = pgTable(
  'project_quote_cat_multiplier',
  {
    projectQuoteCatMultiplierId: serial('project_quote_cat_multiplier_id').primaryKey(),
    projectQuoteId: integer('project_quote_id')
      .notNull()
      .references(() => projectQuotes.projectQuoteId, { onDelete: 'cascade' }),
    productTypeCategoryId: integer('product_type_category_id')
      .notNull()
      .references(() => productTypeCategories.productTypeCategoryId),
    requestedMultiplier: numeric('requested_multiplier', { precision: 6, scale: 4 }).notNull(),
    /** The company's standard multiplier for the category when the request was made. */
    standardMultiplier: numeric('standard_multiplier', { precision: 6, scale: 4 }).notNull(),
    status: text('status', { enum: ['Pending', 'Approved', 'Rejected'] })
      .notNull()
      .default('Pending'),
    requestedByUserId: integer('requested_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /** When the request mail went out; null while the row is a draft the requester may delete. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => appUsers.userId),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (table) => [
    index('project_quote_cat_multiplier_quote_idx').on(table.projectQuoteId, table.productTypeCategoryId),
    // One undecided request per category and quote: a second one would make the decision ambiguous.
    uniqueIndex('project_quote_cat_multiplier_pending_unique')
      .on(table.projectQuoteId, table.productTypeCategoryId)
      .where(sql`${table.status} = 'Pending'`),
    check(
      'project_quote_cat_multiplier_requested_check',
      sql`${table.requestedMultiplier} > 0 and ${table.requestedMultiplier} <= ${table.standardMultiplier}`,
    ),
  ],
);

/**
 * An engineering request on a quote (issue 5 part 4, docs/domain.md section 6). A draft (sent_at null,
 * NotReviewed) until SendEngRequestEmail moves the quote to EngReview; application engineering then
 * moves status (QuoteEngRequestStatus ids) NotReviewed → UnderReview → Approved | Rejected |
 * NeedMoreInfo, NeedMoreInfo → NotReviewed when the requester answers. Every change is a
 * project_quote_note of kind EngineeringReview pointing here.
 */
export const projectQuoteEngRequests = pgTable(
  'project_quote_eng_request',
  {
    projectQuoteEngRequestId: serial('project_quote_eng_request_id').primaryKey(),
    projectQuoteId: integer('project_quote_id')
      .notNull()
      .references(() => projectQuotes.projectQuoteId, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    status: integer('status').notNull().default(1),
    requestedByUserId: integer('requested_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /** When the request mail went out; null while a draft the requester may delete. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last reviewer who moved it: the one the requester's answer is mailed to. */
    reviewedByUserId: integer('reviewed_by_user_id').references(() => appUsers.userId),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (table) => [
    // One request not yet approved or rejected per quote: two would make the review ambiguous.
    uniqueIndex('project_quote_eng_request_open_unique')
      .on(table.projectQuoteId)
      .where(sql`${table.status} in (1, 2, 5)`),
    check('project_quote_eng_request_status_check', sql`${table.status} between 1 and 5`),
  ],
);

/**
 * What a revision was quoted at, frozen when it is superseded (issue 17 part 4, ADR 0046): revisions
 * price the live line items of their schedules, so without this an old revision would show today's
 * prices. `line_items` are the revision's lines priced with full prices (tag, model, code string,
 * quantity, list, multiplier, net, extended) and `totals` its totals, as the quote contract spells
 * them; written in the transaction that revises. A revision superseded before this table has no row.
 */
export const projectQuotePriceSnapshots = pgTable('project_quote_price_snapshot', {
  projectQuoteId: integer('project_quote_id')
    .primaryKey()
    .references(() => projectQuotes.projectQuoteId, { onDelete: 'cascade' }),
  lineItems: jsonb('line_items').$type<QuoteLineItem[]>().notNull(),
  totals: jsonb('totals').$type<ProjectQuote['Totals']>(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});
