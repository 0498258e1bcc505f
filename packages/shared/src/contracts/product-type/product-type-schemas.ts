import { z } from 'zod';

export const productModelSchema = z.object({
  ProductModelId: z.number(),
  ProductModelClassId: z.number(),
  Name: z.string(),
  UnitSize: z.string(),
  NominalCfm: z.number(),
  NominalCapacityMbh: z.string(),
  IsActive: z.boolean(),
});

export const productModelClassSchema = z.object({
  ProductModelClassId: z.number(),
  ProductTypeCategoryId: z.number(),
  Name: z.string(),
  Description: z.string(),
  IsActive: z.boolean(),
  ProductModels: z.array(productModelSchema),
});

export const productTypeCategorySchema = z.object({
  ProductTypeCategoryId: z.number(),
  ProductTypeId: z.number(),
  Name: z.string(),
  ProductTypeLookup: z.number(),
  IsActive: z.boolean(),
  ProductModelClasses: z.array(productModelClassSchema),
});

/** The product hierarchy of spec section 3, nested. */
export const productTypeSchema = z.object({
  ProductTypeId: z.number(),
  Name: z.string(),
  IsActive: z.boolean(),
  ProductTypeCategories: z.array(productTypeCategorySchema),
});
export type ProductType = z.infer<typeof productTypeSchema>;

export const PRODUCT_TYPE_NOT_IN_SCHEDULE_ERROR = 'productTypeDoesntExistsWithinSchedule';
