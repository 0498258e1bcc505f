import {
  scheduleSpreadsheetColumns as editable,
  READ_ONLY_SUFFIX,
} from '@airquote/shared/contracts/project-schedule/schedule-spreadsheet-schemas';
import { CategoryMultiplierTransactionType } from '@airquote/shared/enums/lookups';
import type { SavedPerformance } from '@airquote/shared/selection/selection-schemas';
import { savedPerformanceSchema } from '@airquote/shared/selection/selection-schemas';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { XlsxCellValue, XlsxColumn } from '../../lib/xlsx-workbook.ts';
import type { Actor } from '../auth/actor.ts';
import { type LineItemListRow, selectLineItems } from '../line-item/line-item.repository.ts';
import { priceLine } from '../pricing/price-line-items.ts';
import { selectStandardMultipliers } from '../pricing/pricing.repository.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';

const readOnly = (header: string, width: number, numberFormat?: string): XlsxColumn => ({
  header: `${header}${READ_ONLY_SUFFIX}`,
  width,
  readOnly: true,
  note: 'Read-only: shown for reference, ignored by the upload.',
  ...(numberFormat ? { numberFormat } : {}),
});

const editableColumns: XlsxColumn[] = [
  {
    header: editable.lineItemId,
    width: 12,
    numberFormat: '0',
    note: 'Leave empty for a new line item; do not change it on an existing one.',
  },
  {
    header: editable.rowVersion,
    width: 11,
    numberFormat: '0',
    note: 'Keep as downloaded: a line item changed by someone else since then is refused.',
  },
  { header: editable.tag, width: 14, note: 'Empty on a new line item: the next UNIT-n.' },
  { header: editable.quantity, width: 10, numberFormat: '0', note: 'A whole number from 1 to 9999.' },
  { header: editable.model, width: 14, note: 'The catalog model; it can be chosen for new line items only.' },
  { header: editable.active, width: 9, note: 'TRUE or FALSE.' },
];

const productColumns = [
  readOnly('Product Type', 20),
  readOnly('Category', 24),
  readOnly('Model Class', 18),
  readOnly('Unit Size', 14),
  readOnly('Code String', 30),
];

/** Design conditions and performance of the saved selection (empty until the item is configured). */
const performanceColumns: Array<{ column: XlsxColumn; value: (saved: SavedPerformance) => number | null }> = [
  { column: readOnly('Cooling EAT DB °F', 20, '0.0'), value: (s) => s.Input.CoolingEnteringDbF },
  { column: readOnly('Cooling EAT WB °F', 20, '0.0'), value: (s) => s.Input.CoolingEnteringWbF },
  { column: readOnly('Heating EAT DB °F', 20, '0.0'), value: (s) => s.Input.HeatingEnteringDbF },
  {
    column: readOnly('Cooling EWT °F', 18, '0.0'),
    value: (s) =>
      s.Kind === 'Coil' ? (s.Input.Cooling?.EnteringFluidF ?? null) : s.Input.CoolingEnteringFluidF,
  },
  {
    column: readOnly('Heating EWT °F', 18, '0.0'),
    value: (s) =>
      s.Kind === 'Coil' ? (s.Input.Heating?.EnteringFluidF ?? null) : s.Input.HeatingEnteringFluidF,
  },
  { column: readOnly('ESP in. w.c.', 16, '0.00'), value: (s) => s.Input.EspInWg },
  { column: readOnly('Airflow cfm', 16, '0'), value: (s) => s.Result.FanOperatingPoint?.Cfm ?? null },
  {
    column: readOnly('Cooling Total MBH', 20, '0.0'),
    value: (s) => (s.Kind === 'Coil' ? (s.Result.Cooling?.TotalMbh ?? null) : s.Result.CoolingTotalMbh),
  },
  {
    column: readOnly('Cooling Sensible MBH', 22, '0.0'),
    value: (s) => (s.Kind === 'Coil' ? (s.Result.Cooling?.SensibleMbh ?? null) : s.Result.CoolingSensibleMbh),
  },
  {
    column: readOnly('Heating MBH', 16, '0.0'),
    value: (s) => (s.Kind === 'Coil' ? (s.Result.Heating?.TotalMbh ?? null) : s.Result.HeatingMbh),
  },
  {
    column: readOnly('Fluid gpm', 14, '0.00'),
    value: (s) => (s.Kind === 'Coil' ? (s.Result.Cooling?.FluidGpm ?? null) : s.Input.FluidGpm),
  },
  { column: readOnly('Fan W', 12, '0'), value: (s) => s.Result.FanOperatingPoint?.FanWatts ?? null },
  { column: readOnly('EER', 10, '0.0'), value: (s) => (s.Kind === 'HeatPump' ? s.Result.Eer : null) },
  { column: readOnly('COP', 10, '0.0'), value: (s) => (s.Kind === 'HeatPump' ? s.Result.Cop : null) },
];

/** Only for readers who may see prices (spec section 6): an Engineer's sheet has none of these. */
const priceColumns = [
  readOnly('List Price', 16, '0.00'),
  readOnly('Multiplier', 16, '0.0000'),
  readOnly('Net Price', 16, '0.00'),
  readOnly('Extended List', 18, '0.00'),
  readOnly('Extended Net', 18, '0.00'),
];

export function scheduleSpreadsheetColumns(canSeePrices: boolean): XlsxColumn[] {
  return [
    ...editableColumns,
    ...productColumns,
    ...performanceColumns.map(({ column }) => column),
    ...(canSeePrices ? priceColumns : []),
  ];
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** A stored selection of an outdated shape shows no numbers rather than failing the sheet. */
function performanceCells(stored: unknown): XlsxCellValue[] {
  const parsed = stored ? savedPerformanceSchema.safeParse(stored) : null;
  return performanceColumns.map(({ value }) => (parsed?.success ? value(parsed.data) : null));
}

/**
 * The rows of a schedule's sheet in tag order. Prices are the project company's standard
 * multipliers (BuyResale), as the pricing endpoints give them without a quote.
 */
export async function scheduleSpreadsheetRows(
  deps: AppDeps,
  viewer: Actor,
  scheduleId: number,
  companyId: number,
): Promise<XlsxCellValue[][]> {
  const [rows, pricing] = await Promise.all([
    selectLineItems(deps.db, viewer, sql`li.project_schedule_id = ${scheduleId}`, {
      withConfiguration: true,
    }),
    viewer.canSeePrices
      ? Promise.all([
          loadSelectionCatalog(deps.db),
          selectStandardMultipliers(deps.db, companyId, CategoryMultiplierTransactionType.BuyResale),
        ])
      : null,
  ]);
  const priceCells = (row: LineItemListRow): XlsxCellValue[] => {
    if (!pricing) return [];
    const [catalog, standard] = pricing;
    const line = {
      productModelId: row.product_model_id,
      itemQty: row.item_qty,
      productModelValues: row.product_model_values ?? [],
    };
    // A line whose model left the catalog cannot be priced: its price cells stay empty, the sheet downloads.
    const model = catalog.models.get(line.productModelId);
    if (!model || !catalog.classes.has(model.productModelClassId)) return [null, null, null, null, null];
    const priced = priceLine(catalog, line, standard);
    const multiplier = priced.multiplier === null ? null : Number(priced.multiplier);
    return [
      dollars(priced.listPrice.unitCents),
      multiplier,
      dollars(priced.netUnitCents),
      dollars(priced.extendedListCents),
      dollars(priced.extendedNetCents),
    ];
  };
  return rows.map((row) => [
    row.project_schedule_line_item_id,
    row.row_version,
    row.item_tag,
    row.item_qty,
    row.product_model_name,
    row.is_active,
    row.product_type_name,
    row.category_name,
    row.product_model_class_name,
    row.unit_size,
    row.code_string,
    ...performanceCells(row.performance),
    ...priceCells(row),
  ]);
}
