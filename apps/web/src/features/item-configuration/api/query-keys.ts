import type { PricingInputRequest } from '@airquote/shared/contracts/pricing/pricing-schemas';

/** TanStack Query keys of the item configuration screen. */
export const itemConfigurationKeys = {
  /** Every read about one line item (its own inputs and those of other models tried in the header). */
  lineItem: (lineItemId: number) => ['item-configuration', lineItemId] as const,
  /** The inputs of the line item (modelName null) or of another model named in the header. */
  inputs: (lineItemId: number, modelName: string | null) =>
    ['item-configuration', lineItemId, 'inputs', modelName] as const,
  /**
   * The server's price of what is being edited. Not under lineItem(): a save rewrites the inputs
   * cached there, and a price is not an input.
   */
  pricing: (lineItemId: number, request: PricingInputRequest | null) =>
    ['item-configuration-pricing', lineItemId, request] as const,
};
