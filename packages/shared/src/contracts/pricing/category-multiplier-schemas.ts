import { z } from 'zod';
import { idSchema, MAX_ID } from '../../rules/ids.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { multiplierInputSchema, transactionTypeSchema } from './pricing-schemas.ts';

/** Spec lookup CategoryMultiplierTransactionType as options. */
export const transactionTypeOptionSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  Description: z.string(),
});

/** A standard multiplier of a company for a product type category and transaction type. */
export const productTypeCategoryMultiplierSchema = z.object({
  ProductTypeCategoryMultiplierId: z.number(),
  CompanyId: z.number(),
  CompanyName: z.string(),
  ProductTypeId: z.number(),
  ProductTypeName: z.string(),
  ProductTypeCategoryId: z.number(),
  ProductTypeCategoryName: z.string(),
  TransactionType: z.number(),
  TransactionTypeName: z.string(),
  /** numeric(6,4) as a decimal string, e.g. "0.5235". */
  Multiplier: z.string(),
  RowVersion: z.number(),
  DateModified: z.string(),
});
export type ProductTypeCategoryMultiplier = z.infer<typeof productTypeCategoryMultiplierSchema>;

export const searchCategoryMultipliersRequestSchema = z.object({
  CompanyId: idSchema.nullish(),
  ProductTypeId: idSchema.nullish(),
  ProductTypeCategoryId: idSchema.nullish(),
  TransactionType: transactionTypeSchema.nullish(),
});

export const upsertCategoryMultiplierRequestSchema = z.object({
  /** 0 (or absent) creates one; company × category × transaction type is unique. */
  ProductTypeCategoryMultiplierId: z.number().int().min(0).max(MAX_ID).default(0),
  CompanyId: idSchema,
  ProductTypeCategoryId: idSchema,
  TransactionType: transactionTypeSchema,
  Multiplier: multiplierInputSchema,
  /** Required to change an existing one. */
  RowVersion: rowVersionSchema.optional(),
});

export const deleteCategoryMultiplierRequestSchema = z.object({
  ProductTypeCategoryMultiplierId: idSchema,
  RowVersion: rowVersionSchema,
});

export const categoryMultiplierMessages = {
  notFound: 'Standard multiplier not found.',
  companyNotFound: 'Company not found. Choose one of the companies.',
  internalCompany: 'The internal company buys nothing: choose a rep firm or customer.',
  categoryNotFound: 'Product type category not found. Choose one of the categories.',
  duplicate:
    'This company already has a standard multiplier for this category and transaction type: change that one instead.',
  rowVersionRequired: 'RowVersion is required to change an existing standard multiplier.',
  keyChanged:
    'The company, category and transaction type of a standard multiplier cannot change: delete it and create another.',
} as const;
