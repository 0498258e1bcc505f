import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import { validateProductModelValues } from '@airquote/shared/logic/code-string';
import { pricingQueryOptions } from './api/get-pricing-inputs.ts';
import { headerFromLineItem, linkedStart, pricedModelName } from './configurator-state.ts';
import { openingTransactionType, pricingRequest } from './use-pricing-inputs.ts';

/**
 * The price the screen asks first for a line item (issue #18): from the same header, options and
 * transaction type the configurator opens with (useConfigurator, usePricingInputs), so the route's
 * loader can ask it under the very key the screen reads (usePricing's query). Null when the screen
 * would ask nothing at opening (no pricing.view, no model, options that break a rule) or would first
 * load another model's inputs.
 */
export function openingPricingQuery(base: ItemConfigurationInputs, canSeePrices: boolean) {
  const lineItem = base.ProjectScheduleLineItem;
  if (!lineItem) return null;
  const header = headerFromLineItem(lineItem);
  if (header.ProductModelId !== base.ProductModel.ProductModelId) return null;
  const { chosen } = linkedStart(base, lineItem, lineItem.UnitSize);
  const request = pricingRequest(
    {
      lineItemId: lineItem.ProjectScheduleLineItemId,
      modelName: pricedModelName(header, base),
      chosen,
      itemQty: header.ItemQty,
      optionsValid: validateProductModelValues(base.CodeStringSegments, chosen).length === 0,
    },
    openingTransactionType,
    canSeePrices,
  );
  return request && pricingQueryOptions(lineItem.ProjectScheduleLineItemId, request);
}
