import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { itemQtySchema, lineItemSchema } from './line-item-schemas.ts';

/** One line item of a bulk change, at the row version the client read (409 when it is stale). */
export const bulkLineItemRefSchema = z.object({
  ProjectScheduleLineItemId: idSchema,
  RowVersion: z.number().int().min(1),
});

const enteringWaterSchema = (what: string) =>
  z
    .number({ error: `${what} must be a number of °F` })
    .min(20, `${what} must be between 20 and 130 °F`)
    .max(130, `${what} must be between 20 and 130 °F`);

const rangeOf = (what: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${what} must be a number of ${unit}` })
    .min(min, `${what} must be between ${min} and ${max} ${unit}`)
    .max(max, `${what} must be between ${min} and ${max} ${unit}`);

/** The limits of the bulk change's design conditions (the selection engine's own inputs, I-P). */
export const BULK_CONDITION_LIMITS = {
  AirflowCfm: { min: 1, max: 100_000 },
  EspInWg: { min: 0, max: 2 },
  CoolingEnteringDbF: { min: 40, max: 120 },
  CoolingEnteringWbF: { min: 30, max: 100 },
} as const;

/**
 * Issue #14 part 3 (ADR 0038, ADR 0042): what to change on every chosen line item. Quantity changes
 * only the count; a design condition changes the saved selection's inputs (entering water, entering
 * air, ESP) or the airflow the unit must deliver, so the unit is marked "needs re-selection" until it
 * is re-selected (its performance computed again) or configured again.
 */
export const bulkLineItemChangeSchema = z
  .object({
    ItemQty: itemQtySchema.optional(),
    /** Chilled water (cooling) entering temperature, °F (I-P; the API is always I-P). */
    CoolingEnteringWaterF: enteringWaterSchema('The chilled water entering temperature').optional(),
    /** Hot water (heating) entering temperature, °F. */
    HeatingEnteringWaterF: z
      .number({ error: 'The hot water entering temperature must be a number of °F' })
      .min(20, 'The hot water entering temperature must be between 20 and 250 °F')
      .max(250, 'The hot water entering temperature must be between 20 and 250 °F')
      .optional(),
    /** The airflow every unit must deliver (its airflow requirement), cfm. */
    AirflowCfm: rangeOf(
      'The airflow',
      BULK_CONDITION_LIMITS.AirflowCfm.min,
      BULK_CONDITION_LIMITS.AirflowCfm.max,
      'cfm',
    ).optional(),
    /** The external static pressure the fan works against (and the ESP requirement, where set), in. w.g. */
    EspInWg: rangeOf(
      'The external static pressure',
      BULK_CONDITION_LIMITS.EspInWg.min,
      BULK_CONDITION_LIMITS.EspInWg.max,
      'in. w.g.',
    ).optional(),
    /** Cooling entering air dry bulb, °F. */
    CoolingEnteringDbF: rangeOf(
      'The entering air dry bulb',
      BULK_CONDITION_LIMITS.CoolingEnteringDbF.min,
      BULK_CONDITION_LIMITS.CoolingEnteringDbF.max,
      '°F',
    ).optional(),
    /** Cooling entering air wet bulb, °F; never above the dry bulb the unit ends up with. */
    CoolingEnteringWbF: rangeOf(
      'The entering air wet bulb',
      BULK_CONDITION_LIMITS.CoolingEnteringWbF.min,
      BULK_CONDITION_LIMITS.CoolingEnteringWbF.max,
      '°F',
    ).optional(),
    /**
     * Options (the voltage is the VOLT segment) by segment name and code, e.g. { Segment: 'VOLT',
     * Code: '2' }: each must exist and be allowed for every chosen model, or nothing changes.
     */
    Options: z
      .array(
        z.object({
          Segment: z.string().trim().min(1, 'Name the option (its segment, e.g. VOLT).').max(20),
          Code: z.string().trim().min(1, 'Choose the option value (its code).').max(20),
        }),
      )
      .max(20, 'Change at most 20 options at once.')
      .optional(),
  })
  .refine(
    (change) =>
      Object.values(change).some(
        (value) => value !== undefined && (!Array.isArray(value) || value.length > 0),
      ),
    {
      message: 'Choose at least one thing to change.',
    },
  )
  .refine(
    (change) =>
      change.CoolingEnteringDbF === undefined ||
      change.CoolingEnteringWbF === undefined ||
      change.CoolingEnteringWbF <= change.CoolingEnteringDbF,
    { message: 'The entering air wet bulb cannot be above its dry bulb.', path: ['CoolingEnteringWbF'] },
  );
export type BulkLineItemChange = z.infer<typeof bulkLineItemChangeSchema>;

export const bulkChangeLineItemsBodySchema = z.object({
  Items: z
    .array(bulkLineItemRefSchema)
    .min(1, 'Choose at least one line item.')
    .max(1000, 'Change at most 1,000 line items at once.'),
  Change: bulkLineItemChangeSchema,
});

export const bulkChangeLineItems = defineContract({
  method: 'POST',
  path: '/ProjectScheduleLineItem/BulkChange',
  summary:
    'Change quantity, design conditions (entering water, entering air, ESP, airflow), options or voltage of many line items in one transaction (row versions checked; every row that cannot take it is named with the reason and nothing changes; a changed condition or option marks the unit "needs re-selection")',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.edit' },
  body: bulkChangeLineItemsBodySchema,
  response: z.array(lineItemSchema),
});

export const reselectLineItems = defineContract({
  method: 'POST',
  path: '/ProjectScheduleLineItem/Reselect',
  summary:
    'Re-select many line items: their performance computed again for the same model and options at the saved conditions, in one transaction; clears "needs re-selection"',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.edit' },
  body: z.object({
    Items: z
      .array(bulkLineItemRefSchema)
      .min(1, 'Choose at least one line item.')
      .max(1000, 'Re-select at most 1,000 line items at once.'),
  }),
  response: z.array(lineItemSchema),
});

/** One value of an option for the chosen line items: valid for every one of them, or why not. */
export const bulkOptionChoiceSchema = z.object({
  Code: z.string(),
  Description: z.string(),
  ValidForAll: z.boolean(),
  /** Why it is not valid for some (the first line item that refuses it, in words); null when valid. */
  Reason: z.string().nullable(),
});
export type BulkOptionChoice = z.infer<typeof bulkOptionChoiceSchema>;

export const bulkOptionChoices = defineContract({
  method: 'POST',
  path: '/ProjectScheduleLineItem/BulkOptionChoices',
  summary:
    'The values of one option (e.g. VOLT) for many line items: each valid for every chosen model, or the reason it is not',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.view' },
  body: z.object({
    Items: z.array(idSchema).min(1, 'Choose at least one line item.').max(1000),
    Segment: z.string().trim().min(1).max(20),
  }),
  response: z.object({
    Segment: z.string(),
    DisplayName: z.string(),
    Values: z.array(bulkOptionChoiceSchema),
  }),
});

/** One option (code-string segment) of the chosen line items' models, and which of them lack it. */
export const bulkOptionSegmentSchema = z.object({
  Segment: z.string(),
  DisplayName: z.string(),
  /** The chosen line items whose model has no such option, as "UNIT-4 (FHC-12)"; empty when all have it. */
  MissingOn: z.array(z.string()),
});
export type BulkOptionSegment = z.infer<typeof bulkOptionSegmentSchema>;

export const bulkOptionSegments = defineContract({
  method: 'POST',
  path: '/ProjectScheduleLineItem/BulkOptionSegments',
  summary:
    "The options (code-string segments) of the chosen line items' models, in code-string order, each with the line items whose model lacks it",
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.view' },
  body: z.object({ Items: z.array(idSchema).min(1, 'Choose at least one line item.').max(1000) }),
  response: z.object({ Segments: z.array(bulkOptionSegmentSchema) }),
});
