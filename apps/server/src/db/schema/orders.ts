import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations } from './projects.ts';
import { projectQuotes } from './quotes.ts';
import { appUsers } from './users.ts';

/** The running number of order numbers (SO-2026-000123). */
export const projectOrderNumberSequence = pgSequence('project_order_number_seq', { startWith: 1 });

/**
 * The order a quote became when it was ordered (docs/domain.md section 6, issue 5 part 5): one per quote.
 * `snapshot` freezes the priced lines, net adds and totals at order time, so later catalog or
 * multiplier changes never change what was ordered. Status: Requested 1, Entered 2, Shipped 3,
 * Cancelled 4 (packages/shared/src/rules/order-status.ts).
 */
export const projectOrders = pgTable(
  'project_order',
  {
    projectOrderId: serial('project_order_id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    projectQuoteId: integer('project_quote_id')
      .notNull()
      .references(() => projectQuotes.projectQuoteId, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(1),
    poNumber: text('po_number').notNull(),
    requestedShipDate: date('requested_ship_date', { mode: 'string' }).notNull(),
    shipToLocationId: integer('ship_to_location_id').references(() => locations.locationId),
    billToLocationId: integer('bill_to_location_id').references(() => locations.locationId),
    snapshot: jsonb('snapshot').notNull(),
    /** Issue 15 item 6: the ship-to and bill-to addresses typed when ordering (OrderAddress); null on older orders. */
    shipToAddress: jsonb('ship_to_address'),
    billToAddress: jsonb('bill_to_address'),
    /**
     * What order processing records (OrderFulfilment): ERP order number, carrier, tracking number, actual
     * ship date and the requested ship date of each line (ADR 0033).
     */
    fulfilment: jsonb('fulfilment').notNull().default({}),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    modifiedByUserId: integer('modified_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    dateStatusChanged: timestamp('date_status_changed', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('project_order_number_unique').on(table.orderNumber),
    uniqueIndex('project_order_quote_unique').on(table.projectQuoteId),
    index('project_order_status_idx').on(table.status, table.dateCreated),
    check('project_order_status_check', sql`${table.status} between 1 and 4`),
  ],
);

/**
 * Settings an administrator changes at run time (ADR 0033), one row per key with its value as jsonb:
 * `order.minLeadTimeWorkingDays` is the first. Row version as everywhere else.
 */
export const appSettings = pgTable('app_setting', {
  settingKey: text('setting_key').primaryKey(),
  value: jsonb('value').notNull(),
  modifiedByUserId: integer('modified_by_user_id').references(() => appUsers.userId),
  dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  rowVersion: integer('row_version').notNull().default(1),
});
