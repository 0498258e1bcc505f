import { z } from 'zod';
import { CategoryMultiplierTransactionType } from '../../enums/lookups.ts';
import { productModelValueSchema } from '../../logic/code-string-schemas.ts';
import { formatMultiplier, isMultiplierInRange, parseMultiplier } from '../../rules/money.ts';
import { lineItemPricingSchema } from '../item-configuration/item-configuration-schemas.ts';
import { itemQtySchema } from '../line-item/line-item-schemas.ts';

/** 1 BuyResale or 2 FactoryDirect. */
export type TransactionTypeId =
  (typeof CategoryMultiplierTransactionType)[keyof typeof CategoryMultiplierTransactionType];

export const pricingMessages = {
  transactionType: 'TransactionType must be 1 (BuyResale) or 2 (FactoryDirect).',
  multiplier: 'Multiplier must be a decimal above 0 and at most 1.5 with up to four places, e.g. 0.5235.',
  productModelNameRequired: 'ProductModelName is required: pricing inputs load only for a product model.',
  lineItemModelMissing: 'The model of this line item is no longer in the catalog. Choose another model.',
} as const;

/** Spec CategoryMultiplierTransactionType: BuyResale 1, FactoryDirect 2. */
export const transactionTypeSchema = z.union(
  [
    z.literal(CategoryMultiplierTransactionType.BuyResale),
    z.literal(CategoryMultiplierTransactionType.FactoryDirect),
  ],
  { error: pricingMessages.transactionType },
);

/** The same in a query string (?TransactionType=2), BuyResale when absent. */
export const transactionTypeQuerySchema = z
  .enum(['1', '2'], { error: pricingMessages.transactionType })
  .default('1')
  .transform((value) => Number(value) as TransactionTypeId);

/**
 * A multiplier as the client writes it: a decimal string (never a binary float), in (0, 1.5],
 * answered in the database's canonical four places ("0.5235").
 */
export const multiplierInputSchema = z
  .string({ error: pricingMessages.multiplier })
  .refine(
    (text) => {
      const tenThousandths = parseMultiplier(text);
      return tenThousandths !== null && isMultiplierInRange(tenThousandths);
    },
    { error: pricingMessages.multiplier },
  )
  .transform((text) => formatMultiplier(parseMultiplier(text) ?? 0));

/**
 * A priced line (docs/domain.md section 5), every amount a decimal string: unit list = base + adders;
 * net unit = list × multiplier rounded to the cent; extended = qty × unit. Multiplier and net are
 * null when the company has no standard multiplier for the category and transaction type.
 */
export const pricingLineItemSchema = lineItemPricingSchema.extend({
  /** Null when priced from a model name without a saved line item. */
  ProjectScheduleLineItemId: z.number().nullable(),
  ProductModelId: z.number(),
  ProductTypeCategoryId: z.number(),
  /** The company whose multipliers apply (the line item's project company); null if none. */
  CompanyId: z.number().nullable(),
  ItemQty: z.number(),
  TransactionType: z.number(),
  StandardMultiplier: z.string().nullable(),
  /** The multiplier applied: a quote's decided one for the category, else the standard. */
  Multiplier: z.string().nullable(),
  MultiplierSource: z.enum(['Standard', 'Quote']).nullable(),
  NetUnitPrice: z.string().nullable(),
  ExtendedListPrice: z.string(),
  ExtendedNetPrice: z.string().nullable(),
});
export type PricingLineItem = z.infer<typeof pricingLineItemSchema>;

/** Spec section 5: pricing inputs load only when ProductModelName is not null. */
export const pricingInputRequestSchema = z.object({
  ProductModelName: z
    .string({ error: pricingMessages.productModelNameRequired })
    .trim()
    .min(1, { error: pricingMessages.productModelNameRequired })
    .max(100),
  ProjectScheduleLineItemId: z.number().int().nullish(),
  /** Options to price instead of the saved (or default) ones, e.g. while the user changes them. */
  ProductModelValues: z.array(productModelValueSchema).max(100).nullish(),
  /** A quantity to price instead of the saved one (or 1), while the user changes it. */
  ItemQty: itemQtySchema.nullish(),
  TransactionType: transactionTypeSchema.default(CategoryMultiplierTransactionType.BuyResale),
});
export type PricingInputRequest = z.input<typeof pricingInputRequestSchema>;
