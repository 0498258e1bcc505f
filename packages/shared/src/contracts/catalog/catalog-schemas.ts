import { z } from 'zod';
import { idParamSchema, idSchema } from '../../rules/ids.ts';

/**
 * Catalog rows of spec section 7 (ProductTypeCategory, ProductModelClass, ProductModel, UnitSize)
 * and the generic base paths (productunitsize, voltage, productvoltage, productmotor,
 * productcodestringsegments). Reads need project.view, writes admin.products (docs/domain.md section 2).
 */

/** A path id named `id` for the generic GET/PUT/PATCH/DELETE by id. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** An optional id filter of a list read (query string). */
export const optionalIdFilter = idParamSchema.optional();

/** A PATCH body must change something. */
export function atLeastOneField<T extends z.ZodObject>(schema: T) {
  return schema.partial().refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Send at least one field to change.',
  });
}

const positiveNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .positive({ error: `${label} must be above 0` })
    .max(max, { error: `${label} must be no more than ${max}` });

// ---------------------------------------------------------------- hierarchy (read only)
export const productTypeCategoryRowSchema = z.object({
  ProductTypeCategoryId: z.number(),
  ProductTypeId: z.number(),
  Name: z.string(),
  ProductTypeLookup: z.number(),
  IsActive: z.boolean(),
  SortOrder: z.number(),
});

export const productModelClassRowSchema = z.object({
  ProductModelClassId: z.number(),
  ProductTypeCategoryId: z.number(),
  Name: z.string(),
  Description: z.string(),
  IsActive: z.boolean(),
  SortOrder: z.number(),
});

export const productModelRowSchema = z.object({
  ProductModelId: z.number(),
  ProductModelClassId: z.number(),
  Name: z.string(),
  UnitSize: z.string(),
  NominalCfm: z.number(),
  NominalCapacityMbh: z.string(),
  /** Base list price as a decimal string; null for readers without pricing.view (Engineers). */
  BaseListPrice: z.string().nullable(),
  IsActive: z.boolean(),
  SortOrder: z.number(),
});
export type ProductModelRow = z.infer<typeof productModelRowSchema>;

export const unitSizeSchema = z.object({
  UnitSizeId: z.number(),
  ProductTypeId: z.number(),
  Code: z.string(),
  NominalCfm: z.number(),
  NominalTons: z.number().nullable(),
});

// ---------------------------------------------------------------- productunitsize
export const productUnitSizeInputSchema = z.object({
  ProductModelId: idSchema,
  UnitSizeId: idSchema,
  LengthIn: positiveNumber('Length', 400),
  WidthIn: positiveNumber('Width', 200),
  HeightIn: positiveNumber('Height', 200),
  WeightLb: positiveNumber('Weight', 10_000),
});
export const productUnitSizeSchema = z.object({
  ProductUnitSizeId: z.number(),
  ProductModelId: z.number(),
  UnitSizeId: z.number(),
  LengthIn: z.number(),
  WidthIn: z.number(),
  HeightIn: z.number(),
  WeightLb: z.number(),
});
export type ProductUnitSize = z.infer<typeof productUnitSizeSchema>;

// ---------------------------------------------------------------- voltage
export const voltageInputSchema = z.object({
  /** Volts/phase/hertz, e.g. 208/3/60; must agree with the three numbers. */
  Name: z
    .string({ error: 'Name is required' })
    .trim()
    .regex(/^\d{2,3}\/[13]\/(50|60)$/, { error: 'Name must read volts/phase/hertz, e.g. 208/3/60' }),
  Volts: z
    .number({ error: 'Volts must be a number' })
    .int({ error: 'Volts must be a whole number' })
    .min(24, { error: 'Volts must be at least 24' })
    .max(600, { error: 'Volts must be no more than 600' }),
  Phase: z.union([z.literal(1), z.literal(3)], { error: 'Phase must be 1 or 3' }),
  Hertz: z.union([z.literal(50), z.literal(60)], { error: 'Hertz must be 50 or 60' }),
});
export const voltageSchema = z.object({
  VoltageId: z.number(),
  Name: z.string(),
  Volts: z.number(),
  Phase: z.number(),
  Hertz: z.number(),
});
export type Voltage = z.infer<typeof voltageSchema>;

// ---------------------------------------------------------------- productvoltage
export const productVoltageInputSchema = z.object({
  ProductModelId: idSchema,
  VoltageId: idSchema,
  /** Left out: active. Not a schema default, so a PATCH without it changes nothing. */
  IsActive: z.boolean({ error: 'IsActive must be true or false' }).optional(),
});
export const productVoltageSchema = z.object({
  ProductVoltageId: z.number(),
  ProductModelId: z.number(),
  VoltageId: z.number(),
  IsActive: z.boolean(),
  Voltage: voltageSchema,
});
export type ProductVoltage = z.infer<typeof productVoltageSchema>;

/** Spec option list Air motor type: 1 PSC, 2 ECM. */
export const motorTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'MotorType must be 1 (PSC) or 2 (ECM)',
});

/** GetVoltageOptionsByProductModel: the model's active voltages and the motor types built for each. */
export const voltageOptionSchema = voltageSchema.extend({
  ProductVoltageId: z.number(),
  MotorTypes: z.array(z.number()),
});

// ---------------------------------------------------------------- productmotor
export const productMotorInputSchema = z.object({
  ProductModelId: idSchema,
  MotorType: motorTypeSchema,
  VoltageId: idSchema,
  Horsepower: positiveNumber('Horsepower', 50),
  FullLoadAmps: positiveNumber('Full load amps', 200),
});
export const productMotorSchema = z.object({
  ProductMotorId: z.number(),
  ProductModelId: z.number(),
  MotorType: z.number(),
  VoltageId: z.number(),
  Horsepower: z.number(),
  FullLoadAmps: z.number(),
});
export type ProductMotor = z.infer<typeof productMotorSchema>;

/** GetProductMotorVoltages: a model's motors of one type with the voltage each is wound for. */
export const productMotorVoltageSchema = productMotorSchema.extend({ Voltage: voltageSchema });

// ---------------------------------------------------------------- productcodestringsegments
/** Words of the logic language cannot name a segment (logic-expression.ts reads rules by name). */
const reservedSegmentNames = ['IN', 'NOT', 'AND', 'OR', 'ANY'];

export const codeStringSegmentInputSchema = z.object({
  ProductModelClassId: idSchema,
  CodeStringGroupId: idSchema,
  Name: z
    .string({ error: 'Name is required' })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{0,19}$/, {
      error: 'Name must be 1 to 20 upper-case letters, digits or _ starting with a letter',
    })
    .refine((name) => !reservedSegmentNames.includes(name), {
      error: `Name cannot be a word of the rule language (${reservedSegmentNames.join(', ')})`,
    }),
  DisplayName: z
    .string({ error: 'DisplayName is required' })
    .trim()
    .min(1, { error: 'DisplayName is required' })
    .max(60, { error: 'DisplayName must be no more than 60 characters long' }),
  StartPosition: z
    .number({ error: 'StartPosition must be a number' })
    .int({ error: 'StartPosition must be a whole number' })
    .min(1, { error: 'StartPosition must be at least 1' })
    .max(60, { error: 'StartPosition must be no more than 60' }),
  Length: z
    .number({ error: 'Length must be a number' })
    .int({ error: 'Length must be a whole number' })
    .min(1, { error: 'Length must be at least 1' })
    .max(10, { error: 'Length must be no more than 10' }),
});
