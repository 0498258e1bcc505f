import { z } from 'zod';
import {
  codeStringGroupValueSchema,
  codeStringSegmentSchema,
  productModelValueSchema,
} from '../../logic/code-string-schemas.ts';
import { idSchema } from '../../rules/ids.ts';
import { modelElectricalRatingsSchema } from '../../selection/electrical.ts';
import { overrideReasonSchema, unitRequirementsSchema } from '../../selection/requirements.ts';
import {
  coilSelectionInputSchema,
  heatPumpSelectionInputSchema,
  selectionModelDataSchema,
} from '../../selection/selection-schemas.ts';
import { itemQtySchema, itemTagSchema, lineItemDetailSchema } from '../line-item/line-item-schemas.ts';
import { productModelSchema } from '../product-type/product-type-schemas.ts';

/** Line item list price as decimal strings (docs/domain.md section 5); null for readers without prices. */
export const lineItemPricingSchema = z.object({
  BaseListPrice: z.string(),
  /** Σ list-price adders of the chosen code-string values. */
  AddersListPrice: z.string(),
  UnitListPrice: z.string(),
});
export type LineItemPricing = z.infer<typeof lineItemPricingSchema>;

/** Spec section 5: loads only with a ProductModelName or a ProjectScheduleLineItemId above 0. */
export const itemConfigurationInputRequestSchema = z
  .object({
    ProductModelName: z.string().trim().max(100).nullish(),
    ProjectScheduleLineItemId: z.number().int().nullish(),
  })
  .refine((value) => Boolean(value.ProductModelName) || (value.ProjectScheduleLineItemId ?? 0) > 0, {
    message: 'ProductModelName or a ProjectScheduleLineItemId above 0 is required',
    path: ['ProductModelName'],
  });

export const itemConfigurationInputsSchema = z.object({
  /** The saved line item (null when loaded by model name only). */
  ProjectScheduleLineItem: lineItemDetailSchema.nullable(),
  ProjectScheduleLineItemPricing: lineItemPricingSchema.nullable(),
  /** The model's groups with the chosen (or default) value of each segment. */
  CodeStringGroups: z.array(codeStringGroupValueSchema),
  /** Every segment of the model class with all its values and rules, for the builder. */
  CodeStringSegments: z.array(codeStringSegmentSchema),
  ProductModelValues: z.array(productModelValueSchema),
  CategoryName: z.string(),
  ProductModel: productModelSchema,
  /** Which selection endpoint and engine applies: Coil (fan coils, air handlers, ECO) or HeatPump (WSHP). */
  SelectionKind: z.enum(['Coil', 'HeatPump']),
  /** Engineering data of every active model of the class, so the browser recalculates as the user types. */
  SelectionModels: z.array(selectionModelDataSchema),
  /**
   * Electrical catalog data of the same models (ADR 30), so the screen shows FLA, MCA and MOP for the
   * chosen voltage, motor and heater as they change. The server always sends it.
   */
  ElectricalRatings: z.array(modelElectricalRatingsSchema).optional(),
});
export type ItemConfigurationInputs = z.infer<typeof itemConfigurationInputsSchema>;

/** Save of the item configuration screen: header, code-string values and selection, in one transaction. */
export const saveItemConfigurationSchema = z.object({
  ProjectScheduleLineItemId: idSchema,
  RowVersion: z.number().int().min(1),
  ProductTypeId: idSchema,
  ProductTypeCategoryId: idSchema,
  ProductModelClassId: idSchema,
  ProductModelId: idSchema,
  ItemQty: itemQtySchema,
  ItemTag: itemTagSchema,
  ProductModelValues: z.array(productModelValueSchema).max(100),
  /** The selection inputs; the server recomputes the result for the line item's model. Null clears it. */
  Selection: z
    .discriminatedUnion('Kind', [
      z.object({ Kind: z.literal('Coil'), Input: coilSelectionInputSchema }),
      z.object({ Kind: z.literal('HeatPump'), Input: heatPumpSelectionInputSchema }),
    ])
    .nullable(),
  /** What the unit must deliver (ADR 29): left out keeps the stored ones, null clears them. */
  Requirements: unitRequirementsSchema.nullish(),
  /** Required when the unit misses a requirement: why it is chosen anyway (ADR 29). */
  RequirementOverrideReason: overrideReasonSchema.nullish(),
});
export type SaveItemConfiguration = z.infer<typeof saveItemConfigurationSchema>;
