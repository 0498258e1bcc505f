import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const companyKinds = ['Internal', 'RepFirm', 'Customer'] as const;
export type CompanyKind = (typeof companyKinds)[number];

export const companies = pgTable(
  'company',
  {
    companyId: serial('company_id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: companyKinds }).notNull(),
    /** Registrations from this e-mail domain are internal employees (the internal company only). */
    emailDomain: text('email_domain'),
    isActive: boolean('is_active').notNull().default(true),
    defaultBrandId: integer('default_brand_id')
      .notNull()
      .references(() => brands.brandId),
    logoFileName: text('logo_file_name').notNull().default(''),
    logoContentType: text('logo_content_type'),
    logoData: bytea('logo_data'),
    rowVersion: integer('row_version').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('company_name_unique').on(sql`lower(${table.name})`)],
);
