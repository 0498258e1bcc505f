import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productTypeCategories } from './catalog.ts';
import { companies } from './companies.ts';
import { appUsers } from './users.ts';

/**
 * Sales regions (docs/domain.md section 5): the regional sales manager of a project's region reviews
 * multiplier requests beside the VP of pricing. Regions are seeded; the spec only updates them.
 */
export const regions = pgTable(
  'region',
  {
    regionId: serial('region_id').primaryKey(),
    name: text('name').notNull(),
    regionalSalesManagerUserId: integer('regional_sales_manager_user_id').references(() => appUsers.userId),
    isActive: boolean('is_active').notNull().default(true),
    rowVersion: integer('row_version').notNull().default(1),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('region_name_unique').on(sql`lower(${table.name})`)],
);

/**
 * The region a rep firm sells in: a project's region is its company's region (rep firms hold
 * territories). Kept beside `company` rather than as a column on it, so company administration
 * stays one aggregate and a company without a region simply has no row.
 */
export const companyRegions = pgTable(
  'company_region',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.regionId),
  },
  (table) => [index('company_region_region_idx').on(table.regionId)],
);

export const distributors = pgTable(
  'distributor',
  {
    distributorId: serial('distributor_id').primaryKey(),
    name: text('name').notNull(),
    regionId: integer('region_id').references(() => regions.regionId),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    stateProvinceCode: text('state_province_code').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    rowVersion: integer('row_version').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('distributor_name_unique').on(sql`lower(${table.name})`),
    index('distributor_region_idx').on(table.regionId),
  ],
);

/** Spec CategoryMultiplierTransactionType: BuyResale 1, FactoryDirect 2. */
export const categoryMultiplierTransactionTypeIds = [1, 2] as const;

/**
 * Standard multiplier per company × product type category × transaction type (docs/domain.md
 * section 5). numeric(6,4): exact to 1/10000, never binary floating point.
 */
export const productTypeCategoryMultipliers = pgTable(
  'product_type_category_multiplier',
  {
    productTypeCategoryMultiplierId: serial('product_type_category_multiplier_id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    productTypeCategoryId: integer('product_type_category_id')
      .notNull()
      .references(() => productTypeCategories.productTypeCategoryId),
    transactionType: integer('transaction_type').notNull(),
    multiplier: numeric('multiplier', { precision: 6, scale: 4 }).notNull(),
    modifiedByUserId: integer('modified_by_user_id').references(() => appUsers.userId),
    rowVersion: integer('row_version').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_type_category_multiplier_unique').on(
      table.companyId,
      table.productTypeCategoryId,
      table.transactionType,
    ),
    index('product_type_category_multiplier_category_idx').on(table.productTypeCategoryId),
    check('product_type_category_multiplier_type_check', sql`${table.transactionType} in (1, 2)`),
    check(
      'product_type_category_multiplier_range_check',
      sql`${table.multiplier} > 0 and ${table.multiplier} <= 1.5`,
    ),
  ],
);
