import { z } from 'zod';
import { productModelValueSchema } from '../../logic/code-string-schemas.ts';
import { idSchema } from '../../rules/ids.ts';
import { electricalDataSchema } from '../../selection/electrical.ts';
import { requirementOverrideSchema, unitRequirementsSchema } from '../../selection/requirements.ts';
import { savedPerformanceSchema } from '../../selection/selection-schemas.ts';

/** Spec section 9: default item quantity 1 and tag prefix 'UNIT-'. */
export const DEFAULT_ITEM_QTY = 1;
export const ITEM_TAG_PREFIX = 'UNIT-';

/** Spec section 3 line item id holder: a value above 0 is an id, anything else is null. */
export function toLineItemId(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export const lineItemSchema = z.object({
  ProjectScheduleLineItemId: z.number(),
  ProjectScheduleId: z.number(),
  ProductTypeId: z.number(),
  ProductTypeName: z.string(),
  ProductTypeCategoryId: z.number(),
  CategoryName: z.string(),
  ProductModelClassId: z.number(),
  ProductModelClassName: z.string(),
  ProductModelId: z.number(),
  ProductModelName: z.string(),
  UnitSize: z.string(),
  ItemQty: z.number(),
  ItemTag: z.string(),
  IsActive: z.boolean(),
  CodeString: z.string(),
  /** Model base list price as a decimal string; null for readers who may not see prices. */
  BaseListPrice: z.string().nullable(),
  /**
   * Unit list price as configured: base + adders of the chosen options, or of the model's defaults
   * while never configured (docs/domain.md section 5.1), the price the configuration and quotes show;
   * null for readers who may not see prices, or when the model left the catalog.
   */
  UnitListPrice: z.string().nullable(),
  RowVersion: z.number(),
  DateCreated: z.string(),
  DateModified: z.string(),
  /** The reason the engineer gave for keeping a unit that misses a requirement (ADR 29); null without. */
  RequirementOverrideReason: z.string().nullish(),
  /**
   * Options or design conditions changed after the unit was selected (issue #14 part 3, ADR 0038):
   * re-select it (or override) before quoting. Absent is false.
   */
  NeedsReselection: z.boolean().optional(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const itemQtySchema = z
  .number({ error: 'Quantity is required' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(9999, { error: 'Quantity must be no more than 9999' });
export const itemTagSchema = z
  .string()
  .trim()
  .min(1, { error: 'Tag is required' })
  .max(50, { error: 'Tag must be no more than 50 characters long' });

/** The item configuration header of spec section 3 (type → category → model class → model). */
export const lineItemCreateSchema = z.object({
  ProjectScheduleId: idSchema,
  ProductTypeId: idSchema,
  ProductTypeCategoryId: idSchema,
  ProductModelClassId: idSchema,
  ProductModelId: idSchema,
  ItemQty: itemQtySchema.default(DEFAULT_ITEM_QTY),
  /** Left out: the next UNIT-n of the schedule. */
  ItemTag: itemTagSchema.optional(),
});

export const lineItemUpdateSchema = z.object({
  ProjectScheduleLineItemId: idSchema,
  ItemQty: itemQtySchema,
  ItemTag: itemTagSchema,
  RowVersion: z.number().int().min(1),
});

export const gridColumnSchema = z.object({
  Field: z.string(),
  Header: z.string(),
  Type: z.enum(['text', 'number', 'money', 'boolean', 'date']),
  Width: z.number(),
});

/**
 * The performance line item of spec section 3: a line item with its saved configuration, read by
 * GET ProjectScheduleLineItem/{id} and the item configuration inputs.
 */
export const lineItemDetailSchema = lineItemSchema.extend({
  /** The chosen code-string value of each segment. */
  ProductModelValues: z.array(productModelValueSchema),
  /** Saved selection input and the server's result for the line item's model; null until saved. */
  Performance: savedPerformanceSchema.nullable(),
  /**
   * FLA, heater amps, RLA/LRA, MCA and MOP for the ordered voltage, motor and heater, computed by the
   * server on Save (ADR 30); null until saved or when the catalog has no rating for the choice.
   */
  ElectricalData: electricalDataSchema.nullish(),
  /** What the unit must deliver (issue #13, ADR 29); null when none is given. */
  Requirements: unitRequirementsSchema.nullish(),
  /** The override of a missed requirement: reason, shortfalls, who and when (ADR 29). */
  RequirementOverride: requirementOverrideSchema.nullish(),
});
export type LineItemDetail = z.infer<typeof lineItemDetailSchema>;
