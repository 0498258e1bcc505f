import type { LineItemPricing } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { formatCents, sumCents } from '@airquote/shared/rules/money';
import type { CatalogModel, CatalogModelClass } from '../selection/selection-catalog.ts';

export type ListPrice = { baseCents: number; addersCents: number; unitCents: number };

/**
 * Unit list price = model base price + adders of the chosen code-string values (docs/domain.md
 * section 5), in cents. The one place a list price is computed: the item configuration screen,
 * the pricing endpoints and quotes all call it. A value the catalog no longer offers adds nothing.
 */
export function listPriceOf(
  model: CatalogModel,
  modelClass: CatalogModelClass,
  chosen: readonly ProductModelValue[],
): ListPrice {
  const addersCents = sumCents(
    chosen.map((value) => modelClass.adderCentsByValueId.get(value.CodeStringValueId) ?? 0),
  );
  return {
    baseCents: model.baseListPriceCents,
    addersCents,
    unitCents: model.baseListPriceCents + addersCents,
  };
}

/** The list price as the contracts answer it (decimal strings). */
export function toLineItemPricing({ baseCents, addersCents, unitCents }: ListPrice): LineItemPricing {
  return {
    BaseListPrice: formatCents(baseCents),
    AddersListPrice: formatCents(addersCents),
    UnitListPrice: formatCents(unitCents),
  };
}
