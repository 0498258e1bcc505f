import { boolean, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The product hierarchy (docs/domain.md section 3): ProductType → ProductTypeCategory →
 * ProductModelClass → ProductModel. Issue #3 reads it for the item configuration header; issue #4
 * adds the engineering data (coils, fans, code strings) around it.
 */
export const productTypes = pgTable('product_type', {
  productTypeId: integer('product_type_id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const productTypeCategories = pgTable(
  'product_type_category',
  {
    productTypeCategoryId: serial('product_type_category_id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.productTypeId),
    name: text('name').notNull(),
    /** Spec ProductTypeLookup value (FamCoil 1, BlowerCoil 2, Console 3, WSHP/ECO 5). */
    productTypeLookup: integer('product_type_lookup').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('product_type_category_type_idx').on(table.productTypeId)],
);

export const productModelClasses = pgTable(
  'product_model_class',
  {
    productModelClassId: serial('product_model_class_id').primaryKey(),
    productTypeCategoryId: integer('product_type_category_id')
      .notNull()
      .references(() => productTypeCategories.productTypeCategoryId),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('product_model_class_category_idx').on(table.productTypeCategoryId)],
);

export const productModels = pgTable(
  'product_model',
  {
    productModelId: serial('product_model_id').primaryKey(),
    productModelClassId: integer('product_model_class_id')
      .notNull()
      .references(() => productModelClasses.productModelClassId),
    /** The model name users pick and the code string starts with, e.g. FCH-06. */
    name: text('name').notNull().unique(),
    /** Unit size code: 02…12 for fan coils, 007…060 for WSHP. */
    unitSize: text('unit_size').notNull(),
    nominalCfm: integer('nominal_cfm').notNull(),
    /** Nominal cooling capacity in MBH at rating conditions. */
    nominalCapacityMbh: numeric('nominal_capacity_mbh', { precision: 8, scale: 2 }).notNull(),
    /** Base list price in cents (money is never binary floating point). */
    baseListPriceCents: integer('base_list_price_cents').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('product_model_class_idx').on(table.productModelClassId)],
);
