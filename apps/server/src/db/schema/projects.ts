import type { ElectricalData } from '@airquote/shared/selection/electrical';
import type { RequirementOverride, UnitRequirements } from '@airquote/shared/selection/requirements';
import type { SavedPerformance } from '@airquote/shared/selection/selection-schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { productModelClasses, productModels, productTypeCategories, productTypes } from './catalog.ts';
import { bytea, companies } from './companies.ts';
import { appUsers } from './users.ts';

/** Lookup tables of the project form (ProjectMarket, ProjectStatus, ProjectPhase, WinProbability). */
function lookupTable(name: string) {
  return pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  });
}
export const projectMarkets = lookupTable('project_market');
export const projectStatuses = lookupTable('project_status');
export const projectPhases = lookupTable('project_phase');
export const winProbabilities = pgTable('win_probability', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 0–100, used by the weighted forecast report. */
  percent: integer('percent').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countries = pgTable('country', {
  countryCode: text('country_code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const stateProvinces = pgTable(
  'state_province',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.code] })],
);

export const locations = pgTable('location', {
  locationId: serial('location_id').primaryKey(),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull().default(''),
  stateProvinceCode: text('state_province_code').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  countryCode: text('country_code').notNull().default('US'),
  rowVersion: integer('row_version').notNull().default(1),
});

export const projects = pgTable(
  'project',
  {
    projectId: serial('project_id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.brandId),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    expectedCloseDate: date('expected_close_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    projectMarketId: integer('project_market_id').references(() => projectMarkets.id),
    projectStatusId: integer('project_status_id').references(() => projectStatuses.id),
    projectPhaseId: integer('project_phase_id').references(() => projectPhases.id),
    winProbabilityId: integer('win_probability_id').references(() => winProbabilities.id),
    locationId: integer('location_id').references(() => locations.locationId),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    modifiedByUserId: integer('modified_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    rowVersion: integer('row_version').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    /** Name and description lower-cased once per write, so a text search lowers nothing per row. */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(name || ' ' || description)`),
  },
  (table) => [
    index('project_company_modified_idx').on(table.companyId, table.dateModified),
    index('project_modified_idx').on(table.dateModified),
    index('project_created_by_idx').on(table.createdByUserId),
    index('project_name_lower_idx').on(sql`lower(${table.name})`),
    // location/{id} finds the project or schedule holding a location.
    index('project_location_idx').on(table.locationId),
    // Text search ("contains") through trigrams instead of reading every visible project.
    index('project_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** Users added to a project beyond its company's employees. */
export const projectUsers = pgTable(
  'project_user',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.userId),
    addedByUserId: integer('added_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_user_user_idx').on(table.userId),
  ],
);

export const projectAttachments = pgTable(
  'project_attachment',
  {
    projectAttachmentId: serial('project_attachment_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    projectQuoteId: integer('project_quote_id'),
    attachmentName: text('attachment_name').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    /** Spec ProjectAttachment lookup value (ProjectAdvancedSettings 1 … OrderRequest 6). */
    projectAttachmentLookupValue: integer('project_attachment_lookup_value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    uploadedByUserId: integer('uploaded_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    rowVersion: integer('row_version').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A generated quote document: the hash of what it prints (all but the print date), so a new copy
     * of an unchanged quote replaces it rather than piling up (ADR 19). Null for uploads.
     */
    contentFingerprint: text('content_fingerprint'),
  },
  (table) => [index('project_attachment_project_idx').on(table.projectId)],
);

export const projectSchedules = pgTable(
  'project_schedule',
  {
    projectScheduleId: serial('project_schedule_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    locationId: integer('location_id').references(() => locations.locationId),
    /** The next number of the 'UNIT-' tag sequence of this schedule. */
    nextTagNumber: integer('next_tag_number').notNull().default(1),
    /**
     * Line item counts, kept by statement triggers on project_schedule_line_item (migration 0004)
     * whoever writes the line items, so lists never count line items row by row.
     */
    lineItemCount: integer('line_item_count').notNull().default(0),
    activeLineItemCount: integer('active_line_item_count').notNull().default(0),
    /**
     * Raised by statement triggers on every change of this schedule's line items (migration 0007):
     * the line-item grid answer is cached per schedule and this version (data-version.ts).
     */
    lineItemsVersion: integer('line_items_version').notNull().default(1),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => appUsers.userId),
    rowVersion: integer('row_version').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('project_schedule_project_idx').on(table.projectId, table.dateModified),
    index('project_schedule_location_idx').on(table.locationId),
    index('project_schedule_created_by_idx').on(table.createdByUserId),
  ],
);

export const projectScheduleLineItems = pgTable(
  'project_schedule_line_item',
  {
    projectScheduleLineItemId: serial('project_schedule_line_item_id').primaryKey(),
    projectScheduleId: integer('project_schedule_id')
      .notNull()
      .references(() => projectSchedules.projectScheduleId, { onDelete: 'cascade' }),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.productTypeId),
    productTypeCategoryId: integer('product_type_category_id')
      .notNull()
      .references(() => productTypeCategories.productTypeCategoryId),
    productModelClassId: integer('product_model_class_id')
      .notNull()
      .references(() => productModelClasses.productModelClassId),
    productModelId: integer('product_model_id')
      .notNull()
      .references(() => productModels.productModelId),
    itemQty: integer('item_qty').notNull().default(1),
    itemTag: text('item_tag').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Saved selection inputs and results (issue #4). */
    performance: jsonb('performance').$type<SavedPerformance>(),
    /** Electrical data (FLA, MCA, MOP) for the ordered voltage, motor and heater, computed on Save (ADR 30). */
    electricalData: jsonb('electrical_data').$type<ElectricalData>(),
    /** What the unit must deliver: cooling, sensible, heating, airflow at ESP (issue #13, ADR 29). */
    requirements: jsonb('requirements').$type<UnitRequirements>(),
    /** The engineer's reason for keeping a unit that misses a requirement (ADR 29). */
    requirementOverride: jsonb('requirement_override').$type<RequirementOverride>(),
    /**
     * Options or design conditions changed after the unit was selected (bulk change, issue #14 part 3,
     * ADR 0038): the unit must be re-selected (or carry an override) before it can be quoted.
     */
    needsReselection: boolean('needs_reselection').notNull().default(false),
    /** The model code string built from the chosen values (issue #4). */
    codeString: text('code_string').notNull().default(''),
    /** Chosen code-string value of each segment: [{ CodeStringSegmentId, CodeStringValueId }]. */
    productModelValues: jsonb('product_model_values')
      .$type<Array<{ CodeStringSegmentId: number; CodeStringValueId: number }>>()
      .notNull()
      .default([]),
    rowVersion: integer('row_version').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('line_item_schedule_idx').on(table.projectScheduleId),
    uniqueIndex('line_item_schedule_tag_unique').on(table.projectScheduleId, table.itemTag),
  ],
);

/** Who changed what, when (docs/domain.md section 7), written in the transaction of the change. */
export const eventLogs = pgTable(
  'event_log',
  {
    eventLogId: serial('event_log_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    entityType: text('entity_type', {
      enum: [
        'Project',
        'ProjectSchedule',
        'LineItem',
        'Attachment',
        'ProjectUser',
        'Location',
        'ProjectQuote',
      ],
    }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.userId),
    impersonatorUserId: integer('impersonator_user_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_log_project_at_idx').on(table.projectId, table.at)],
);
