import type { PricingLineItem } from '@airquote/shared/contracts/pricing/pricing-schemas';
import { pricingMessages } from '@airquote/shared/contracts/pricing/pricing-schemas';
import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { MAX_ID } from '@airquote/shared/rules/ids';
import {
  extendedCents,
  formatCents,
  formatMultiplier,
  netUnitPriceCents,
  parseMultiplier,
  sumCents,
} from '@airquote/shared/rules/money';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { defaultConfiguration } from '../item-configuration/default-configuration.ts';
import { accessMessages } from '../project/project-access.ts';
import {
  type CatalogModel,
  type CatalogModelClass,
  loadSelectionCatalog,
  type SelectionCatalog,
} from '../selection/selection-catalog.ts';
import { type ListPrice, listPriceOf, toLineItemPricing } from './list-price.ts';
import {
  countVisibleSchedules,
  type PricedLineRow,
  selectPricedLinesById,
  selectPricedLinesOfSchedules,
  selectStandardMultipliers,
} from './pricing.repository.ts';

/** Which lines to price: named line items, or every active line item of the schedules. */
export type PricingSelection = { lineItemIds: readonly number[] } | { scheduleIds: readonly number[] };

/** Product type category id → multiplier decided on a quote ("0.4800"), laid over the standard ones. */
export type QuoteMultipliers = ReadonlyMap<number, string>;

/** What a line is priced from: a saved line item, or a model and options not saved yet. */
export type LineToPrice = Pick<PricedLineRow, 'productModelId' | 'itemQty'> & {
  productModelValues: readonly ProductModelValue[];
};

/** A priced line; amounts in cents, multipliers as four-place decimals, null where no multiplier applies. */
export type PricedLine = {
  productTypeCategoryId: number;
  listPrice: ListPrice;
  extendedListCents: number;
  standardMultiplier: string | null;
  multiplier: string | null;
  multiplierSource: 'Standard' | 'Quote' | null;
  netUnitCents: number | null;
  extendedNetCents: number | null;
};

export type PricedLineItem = PricedLine &
  Omit<PricedLineRow, 'productModelValues' | 'productTypeCategoryId'> & { transactionType: number };

function canonicalMultiplier(text: string | undefined): string | null {
  if (text === undefined) return null;
  const tenThousandths = parseMultiplier(text);
  if (tenThousandths === null) throw new Error(`not a multiplier: ${text}`);
  return formatMultiplier(tenThousandths);
}

/** Per catalog model (a catalog change builds new objects, so entries never go stale). */
const defaultOptions = new WeakMap<CatalogModel, ProductModelValue[]>();

/**
 * A line item never configured (no saved options) is priced with the default options of its
 * model, as the item configuration screen shows it.
 */
function defaultOptionsOf(model: CatalogModel, modelClass: CatalogModelClass): ProductModelValue[] {
  let options = defaultOptions.get(model);
  if (!options) {
    options = defaultConfiguration(modelClass, model).productModelValues;
    defaultOptions.set(model, options);
  }
  return options;
}

/**
 * The list side of a line: its product type category and unit list price (base + adders of its
 * options, or of its model's default options when it was never configured); null when its model
 * left the catalog. Every list price of a saved line comes from here: the line-item grid, the
 * schedule spreadsheet, the pricing endpoints, quotes, their totals in batch and their documents.
 */
export function lineListPriceOrNull(
  catalog: SelectionCatalog,
  line: Pick<LineToPrice, 'productModelId' | 'productModelValues'>,
): { categoryId: number; listPrice: ListPrice } | null {
  const model = catalog.models.get(line.productModelId);
  const modelClass = model ? catalog.classes.get(model.productModelClassId) : undefined;
  if (!model || !modelClass) return null;
  const chosen =
    line.productModelValues.length > 0 ? line.productModelValues : defaultOptionsOf(model, modelClass);
  return { categoryId: modelClass.productTypeCategoryId, listPrice: listPriceOf(model, modelClass, chosen) };
}

/** lineListPriceOrNull for a line that must be priced: a model that left the catalog is a 400. */
export function lineListPrice(
  catalog: SelectionCatalog,
  line: Pick<LineToPrice, 'productModelId' | 'productModelValues'>,
): { categoryId: number; listPrice: ListPrice } {
  const listed = lineListPriceOrNull(catalog, line);
  if (!listed) throw badRequest(pricingMessages.lineItemModelMissing);
  return listed;
}

/**
 * Prices one line from the catalog (docs/domain.md section 5): unit list = base + adders; the quote's
 * multiplier for the category if it has one, else the company's standard one; net unit = list ×
 * multiplier rounded half up to the cent at the line; extended = qty × unit.
 */
export function priceLine(
  catalog: SelectionCatalog,
  line: LineToPrice,
  standardMultipliers: ReadonlyMap<number, string>,
  quoteMultipliers?: QuoteMultipliers,
): PricedLine {
  const { categoryId, listPrice } = lineListPrice(catalog, line);
  const standardMultiplier = canonicalMultiplier(standardMultipliers.get(categoryId));
  const quoteMultiplier = canonicalMultiplier(quoteMultipliers?.get(categoryId));
  const multiplier = quoteMultiplier ?? standardMultiplier;
  const netUnitCents =
    multiplier === null ? null : netUnitPriceCents(listPrice.unitCents, parseMultiplier(multiplier) ?? 0);
  return {
    productTypeCategoryId: categoryId,
    listPrice,
    extendedListCents: extendedCents(line.itemQty, listPrice.unitCents),
    standardMultiplier,
    multiplier,
    multiplierSource: quoteMultiplier !== null ? 'Quote' : standardMultiplier !== null ? 'Standard' : null,
    netUnitCents,
    extendedNetCents: netUnitCents === null ? null : extendedCents(line.itemQty, netUnitCents),
  };
}

/** An id no row can have is simply not found (the database would refuse it as out of range). */
const isPossibleId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ID;

async function selectLines(db: Database, viewer: Actor, selection: PricingSelection) {
  if ('lineItemIds' in selection) {
    const wanted = [...new Set(selection.lineItemIds)];
    if (wanted.length === 0) return [];
    if (!wanted.every(isPossibleId))
      throw notFound(
        wanted.length === 1 ? accessMessages.lineItemNotFound : accessMessages.lineItemsNotFound,
      );
    const rows = await selectPricedLinesById(db, viewer, wanted);
    if (rows.length !== wanted.length)
      throw notFound(
        wanted.length === 1 ? accessMessages.lineItemNotFound : accessMessages.lineItemsNotFound,
      );
    return rows;
  }
  const wanted = [...new Set(selection.scheduleIds)];
  if (wanted.length === 0) return [];
  if (!wanted.every(isPossibleId) || (await countVisibleSchedules(db, viewer, wanted)) !== wanted.length)
    throw notFound(accessMessages.scheduleNotFound);
  return selectPricedLinesOfSchedules(db, wanted);
}

/**
 * Prices line items for a company and transaction type (the service quotes call). The viewer must
 * see prices (403) and every line item or schedule (404). `companyId` names whose standard
 * multipliers apply: the project's company of a quote. Pass the application database (the catalog
 * is cached per database); three reads in all, whatever the number of lines.
 */
export async function priceLineItems(
  db: Database,
  viewer: Actor,
  selection: PricingSelection,
  companyId: number,
  transactionType: number,
  quoteMultipliers?: QuoteMultipliers,
): Promise<PricedLineItem[]> {
  if (!viewer.canSeePrices) throw forbidden();
  const [catalog, rows, standard] = await Promise.all([
    loadSelectionCatalog(db),
    selectLines(db, viewer, selection),
    selectStandardMultipliers(db, companyId, transactionType),
  ]);
  // One object literal of a fixed shape per line (no spread of a driver row): a 200-line quote is
  // priced on every read, and spreads made a quarter of its time.
  return rows.map((row): PricedLineItem => {
    const priced = priceLine(catalog, row, standard, quoteMultipliers);
    return {
      projectScheduleLineItemId: row.projectScheduleLineItemId,
      projectScheduleId: row.projectScheduleId,
      productModelId: row.productModelId,
      itemQty: row.itemQty,
      itemTag: row.itemTag,
      codeString: row.codeString,
      isActive: row.isActive,
      companyId: row.companyId,
      transactionType,
      productTypeCategoryId: priced.productTypeCategoryId,
      listPrice: priced.listPrice,
      extendedListCents: priced.extendedListCents,
      standardMultiplier: priced.standardMultiplier,
      multiplier: priced.multiplier,
      multiplierSource: priced.multiplierSource,
      netUnitCents: priced.netUnitCents,
      extendedNetCents: priced.extendedNetCents,
    };
  });
}

/** Σ extended list and net prices; the net total is null while any line lacks a multiplier. */
export function sumPricedLines(lines: readonly PricedLine[]): {
  extendedListCents: number;
  extendedNetCents: number | null;
} {
  const nets = lines.map((line) => line.extendedNetCents);
  return {
    extendedListCents: sumCents(lines.map((line) => line.extendedListCents)),
    extendedNetCents: nets.every((net) => net !== null) ? sumCents(nets as number[]) : null,
  };
}

/** The contract's pricing line item. */
export function toPricingLineItem(
  line: PricedLine,
  context: {
    projectScheduleLineItemId: number | null;
    productModelId: number;
    companyId: number | null;
    itemQty: number;
    transactionType: number;
  },
): PricingLineItem {
  return {
    ...toLineItemPricing(line.listPrice),
    ProjectScheduleLineItemId: context.projectScheduleLineItemId,
    ProductModelId: context.productModelId,
    ProductTypeCategoryId: line.productTypeCategoryId,
    CompanyId: context.companyId,
    ItemQty: context.itemQty,
    TransactionType: context.transactionType,
    StandardMultiplier: line.standardMultiplier,
    Multiplier: line.multiplier,
    MultiplierSource: line.multiplierSource,
    NetUnitPrice: line.netUnitCents === null ? null : formatCents(line.netUnitCents),
    ExtendedListPrice: formatCents(line.extendedListCents),
    ExtendedNetPrice: line.extendedNetCents === null ? null : formatCents(line.extendedNetCents),
  };
}
