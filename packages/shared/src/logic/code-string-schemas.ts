import { z } from 'zod';

/**
 * Code strings (docs/domain.md section 3): a model class defines CodeStringGroups of CodeStringSegments
 * (StartPosition, Length) with allowed CodeStringValues. A value's AvailabilityRule is a logic
 * expression (logic/logic-expression.ts) over the other segments' chosen codes, keyed by segment
 * Name; an empty rule or 'ANY' is always available.
 */
export const codeStringValueSchema = z.object({
  CodeStringValueId: z.number().int(),
  CodeStringSegmentId: z.number().int(),
  Code: z.string(),
  Description: z.string(),
  /** List-price adder as a decimal string; null for readers who may not see prices. */
  ListPriceAdder: z.string().nullable(),
  AvailabilityRule: z.string(),
  IsDefault: z.boolean(),
  SortOrder: z.number().int(),
});
export type CodeStringValue = z.infer<typeof codeStringValueSchema>;

export const codeStringSegmentSchema = z.object({
  CodeStringSegmentId: z.number().int(),
  CodeStringGroupId: z.number().int(),
  ProductModelClassId: z.number().int(),
  /** Upper-case key used in rules, e.g. VOLT, MOTOR, COIL. */
  Name: z.string(),
  DisplayName: z.string(),
  /** 1-based position in the model code string. */
  StartPosition: z.number().int().min(1),
  Length: z.number().int().min(1),
  Values: z.array(codeStringValueSchema),
});
export type CodeStringSegment = z.infer<typeof codeStringSegmentSchema>;

export const codeStringGroupSchema = z.object({
  CodeStringGroupId: z.number().int(),
  /** Unit, Coil, Electrical, Options… */
  DisplayName: z.string(),
  SortOrder: z.number().int(),
});
export type CodeStringGroup = z.infer<typeof codeStringGroupSchema>;

/** Spec section 3 "code string group value": a group with its segments and their chosen values. */
export const codeStringGroupValueSchema = z.object({
  CodeStringGroup: codeStringGroupSchema,
  CodeStringSegmentValues: z.array(
    z.object({
      CodeStringSegment: codeStringSegmentSchema,
      CodeStringValue: codeStringValueSchema.nullable(),
    }),
  ),
});
export type CodeStringGroupValue = z.infer<typeof codeStringGroupValueSchema>;

/** A chosen value of one segment (the spec's ProductModelValues). */
export const productModelValueSchema = z.object({
  CodeStringSegmentId: z.number().int().positive(),
  CodeStringValueId: z.number().int().positive(),
});
export type ProductModelValue = z.infer<typeof productModelValueSchema>;
