import { itemQtySchema } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type {
  PricingInputRequest,
  TransactionTypeId,
} from '@airquote/shared/contracts/pricing/pricing-schemas';
import { CategoryMultiplierTransactionType } from '@airquote/shared/enums/lookups';
import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useHasPermission } from '../../lib/permissions.ts';
import { type getPricingInputs, usePricing } from './api/get-pricing-inputs.ts';

/** Options picked one after another, or a quantity typed, are priced once. */
export const PRICING_DEBOUNCE_MS = 250;

export type PricingInputsAnswer = Awaited<ReturnType<typeof getPricingInputs>>;

export type PricingParams = {
  lineItemId: number;
  /** Null while no model is chosen: spec section 5 prices only a ProductModelName. */
  modelName: string | null;
  chosen: readonly ProductModelValue[];
  itemQty: number;
  /** False while an option breaks a rule: the server would refuse it, so the last price stays. */
  optionsValid: boolean;
};

/** The transaction type the screen opens with. */
export const openingTransactionType: TransactionTypeId = CategoryMultiplierTransactionType.BuyResale;

/** What may be priced now; null when nothing may be asked. */
export function pricingRequest(
  params: PricingParams,
  transactionType: TransactionTypeId,
  canSeePrices: boolean,
): PricingInputRequest | null {
  const { lineItemId, modelName, chosen, itemQty, optionsValid } = params;
  if (!canSeePrices || !modelName || !optionsValid || !itemQtySchema.safeParse(itemQty).success) return null;
  return {
    ProductModelName: modelName,
    ...(lineItemId > 0 ? { ProjectScheduleLineItemId: lineItemId } : {}),
    // In segment order, so the same choices make the same query key.
    ProductModelValues: [...chosen].sort((a, b) => a.CodeStringSegmentId - b.CodeStringSegmentId),
    ItemQty: itemQty,
    TransactionType: transactionType,
  };
}

/**
 * The server's price of the unit being configured (POST pricing/getpricinginputs), asked again when
 * the model, options, quantity or transaction type change. Only for readers with pricing.view: the
 * server refuses the others with 403, which would sign them out. Spec section 8: a failed load is
 * only logged (by callApi) and the last price stays.
 */
export function usePricingInputs(params: PricingParams) {
  const canSeePrices = useHasPermission('pricing.view');
  const [transactionType, setTransactionType] = useState<TransactionTypeId>(openingTransactionType);
  const request = pricingRequest(params, transactionType, canSeePrices);
  // Compared as text: the request is a new object on every render.
  const requestText = JSON.stringify(request);
  const [debouncedText] = useDebouncedValue(requestText, PRICING_DEBOUNCE_MS);
  const asked = useMemo(() => JSON.parse(debouncedText) as PricingInputRequest | null, [debouncedText]);
  const query = usePricing(params.lineItemId, asked, { placeholderData: keepPreviousData });
  // The last answer that arrived (spec section 4: success stores it, failure leaves it).
  const [priced, setPriced] = useState<PricingInputsAnswer | null>(null);
  if (query.data && !query.isPlaceholderData && query.data !== priced) setPriced(query.data);

  return {
    canSeePrices,
    transactionType,
    setTransactionType,
    hasModel: params.modelName !== null,
    priced: priced?.ProjectScheduleLineItemPricing ?? null,
    groups: priced?.CodeStringGroups ?? null,
    /** A newer price is on its way (waiting for the user to stop, or asked). */
    updating: request !== null && (requestText !== debouncedText || query.isFetching),
    /** The options break a rule: the price shown is of the last valid ones. */
    held: canSeePrices && params.modelName !== null && !params.optionsValid,
  };
}

export type PricingInputsState = ReturnType<typeof usePricingInputs>;
