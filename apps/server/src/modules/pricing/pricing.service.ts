import type { PricingLineItem } from '@airquote/shared/contracts/pricing/pricing-schemas';
import { defaultProductModelValues, validateProductModelValues } from '@airquote/shared/logic/code-string';
import type { CodeStringGroupValue, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { MAX_ID } from '@airquote/shared/rules/ids';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { codeStringGroupValues } from '../item-configuration/code-string-view.ts';
import { itemConfigurationMessages } from '../item-configuration/item-configuration.messages.ts';
import { withModelSize } from '../item-configuration/linked-segments.ts';
import { accessMessages } from '../project/project-access.ts';
import {
  type CatalogModel,
  type CatalogModelClass,
  loadSelectionCatalog,
} from '../selection/selection-catalog.ts';
import { priceLine, toPricingLineItem } from './price-line-items.ts';
import {
  type PricedLineRow,
  selectDefaultCompanyId,
  selectPricedLinesById,
  selectStandardMultipliers,
} from './pricing.repository.ts';

/** Spec default item quantity, for a model priced without a line item. */
const DEFAULT_ITEM_QTY = 1;

async function requireVisibleLine(deps: AppDeps, viewer: Actor, lineItemId: number): Promise<PricedLineRow> {
  // An id no row can have is simply not found (the database would refuse it as out of range).
  const [row] = lineItemId > MAX_ID ? [] : await selectPricedLinesById(deps.db, viewer, [lineItemId]);
  if (!row) throw notFound(accessMessages.lineItemNotFound);
  return row;
}

/** GET Pricing/GetById/{lineItemId}: the line item priced with its project company's standard multiplier. */
export async function getPricingLineItem(
  deps: AppDeps,
  viewer: Actor,
  lineItemId: number,
  transactionType: number,
): Promise<PricingLineItem> {
  if (!viewer.canSeePrices) throw forbidden();
  const [catalog, row] = await Promise.all([
    loadSelectionCatalog(deps.db),
    requireVisibleLine(deps, viewer, lineItemId),
  ]);
  const standard = await selectStandardMultipliers(deps.db, row.companyId, transactionType);
  return toPricingLineItem(priceLine(catalog, row, standard), {
    projectScheduleLineItemId: row.projectScheduleLineItemId,
    productModelId: row.productModelId,
    companyId: row.companyId,
    itemQty: row.itemQty,
    transactionType,
  });
}

type PricingInputRequest = {
  ProductModelName: string;
  ProjectScheduleLineItemId?: number | null | undefined;
  ProductModelValues?: ProductModelValue[] | null | undefined;
  ItemQty?: number | null | undefined;
  TransactionType: number;
};

/** Options asked for (checked: 400 with every reason) or else saved, completed by the rules' defaults. */
function chosenValues(
  modelClass: CatalogModelClass,
  model: CatalogModel,
  asked: readonly ProductModelValue[] | null,
  saved: readonly ProductModelValue[],
): ProductModelValue[] {
  const start = withModelSize(modelClass, model, asked ?? saved);
  if (asked) {
    const problems = validateProductModelValues(modelClass.segments, start, { requireEverySegment: false });
    if (problems.length > 0) {
      const text = problems.map((problem) => problem.message).join(' ');
      throw badRequest(`${itemConfigurationMessages.invalidValues(problems.length)} ${text}`, {
        ProductModelValues: text,
      });
    }
  }
  return defaultProductModelValues(modelClass.segments, start);
}

/**
 * POST pricing/getpricinginputs (spec section 5: only with a ProductModelName): the model's code
 * string groups with the chosen options and the line's price. Options are the ones asked for, else
 * the line item's saved ones (same model class), else the defaults; the quantity likewise (else 1).
 * Multipliers are those of the line item's project company, else of the viewer's default company.
 */
export async function getPricingInputs(
  deps: AppDeps,
  viewer: Actor,
  request: PricingInputRequest,
): Promise<{
  CodeStringGroups: CodeStringGroupValue[];
  ProductModelValues: ProductModelValue[];
  ProjectScheduleLineItemPricing: PricingLineItem;
}> {
  if (!viewer.canSeePrices) throw forbidden();
  const lineItemId = request.ProjectScheduleLineItemId ?? 0;
  const [catalog, line] = await Promise.all([
    loadSelectionCatalog(deps.db),
    lineItemId > 0 ? requireVisibleLine(deps, viewer, lineItemId) : null,
  ]);
  const name = request.ProductModelName.trim();
  const model = catalog.modelsByName.get(name.toUpperCase());
  if (!model) throw notFound(itemConfigurationMessages.modelNotFound(name));
  // A model no longer offered may still be priced as the line item's own.
  if (!model.isOffered && model.productModelId !== line?.productModelId)
    throw badRequest(itemConfigurationMessages.modelNotOffered(model.name), {
      ProductModelName: itemConfigurationMessages.modelNotOffered(model.name),
    });
  const modelClass = catalog.classes.get(model.productModelClassId);
  if (!modelClass) throw notFound(itemConfigurationMessages.lineItemModelMissing);

  const saved =
    line && catalog.models.get(line.productModelId)?.productModelClassId === modelClass.productModelClassId
      ? line.productModelValues
      : [];
  const chosen = chosenValues(modelClass, model, request.ProductModelValues ?? null, saved);
  const companyId = line ? line.companyId : await selectDefaultCompanyId(deps.db, viewer.userId);
  const standard =
    companyId === null
      ? new Map<number, string>()
      : await selectStandardMultipliers(deps.db, companyId, request.TransactionType);
  const itemQty = request.ItemQty ?? line?.itemQty ?? DEFAULT_ITEM_QTY;
  const priced = priceLine(
    catalog,
    { productModelId: model.productModelId, itemQty, productModelValues: chosen },
    standard,
  );
  return {
    CodeStringGroups: codeStringGroupValues(modelClass, modelClass.segments, chosen),
    ProductModelValues: chosen,
    ProjectScheduleLineItemPricing: toPricingLineItem(priced, {
      projectScheduleLineItemId: line?.projectScheduleLineItemId ?? null,
      productModelId: model.productModelId,
      companyId,
      itemQty,
      transactionType: request.TransactionType,
    }),
  };
}
