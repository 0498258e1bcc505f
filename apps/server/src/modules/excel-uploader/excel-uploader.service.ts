import type {
  ExcelRowError,
  ExcelSheetType,
  ExcelUploadReport,
} from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import { readPreparedCsv } from '@airquote/shared/rules/csv-upload';
import type { AppDeps } from '../../app-deps.ts';
import { forbidden } from '../../lib/http-error.ts';
import { writeXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx-workbook.ts';
import type { BinaryResult } from '../../plugins/contract-route.ts';
import type { Actor } from '../auth/actor.ts';
import { catalogChanged } from '../catalog/catalog-version.ts';
import { describeIssues } from './excel-cells.ts';
import type { SheetDefinition, UploadOptions, UploadRow } from './excel-sheet.ts';
import { codeStringValueSheet } from './sheets/code-string-value-sheet.ts';
import { coilProfileSheet } from './sheets/coil-profile-sheet.ts';
import { fanCurveSheet } from './sheets/fan-curve-sheet.ts';
import { filterPressureDropSheet } from './sheets/filter-pressure-drop-sheet.ts';
import { heatPumpRatingSheet } from './sheets/heat-pump-rating-sheet.ts';
import { productModelSheet, productPriceSheet } from './sheets/product-model-sheet.ts';

const sheets: Record<ExcelSheetType, SheetDefinition> = {
  ProductModels: productModelSheet,
  ProductPrices: productPriceSheet,
  CodeStringValues: codeStringValueSheet,
  FanCurves: fanCurveSheet,
  CoilProfiles: coilProfileSheet,
  FilterPressureDrops: filterPressureDropSheet,
  HeatPumpRatings: heatPumpRatingSheet,
};

/** More rows than any catalog table has; a bigger file is a mistake, not an upload. */
export const MAX_UPLOAD_ROWS = 20_000;

/** Sheets with list prices need pricing.view too: an admin who is also an Engineer sees no price. */
function sheetFor(type: ExcelSheetType, viewer: Actor): SheetDefinition {
  const sheet = sheets[type];
  if (sheet.hasPrices && !viewer.canSeePrices)
    throw forbidden(`The ${type} sheet holds prices, which you may not see.`);
  return sheet;
}

/** The sheet as an .xlsx: one worksheet, header row frozen, text that could run as a formula escaped. */
export async function downloadSheet(
  deps: AppDeps,
  viewer: Actor,
  type: ExcelSheetType,
): Promise<BinaryResult> {
  const sheet = sheetFor(type, viewer);
  const rows = await sheet.exportRows(deps.db);
  const body = await writeXlsx(type, sheet.columns, rows);
  return {
    contentType: XLSX_CONTENT_TYPE,
    body,
    fileName: `${type}.xlsx`,
    disposition: 'attachment',
    cacheControl: 'no-store',
  };
}

export type UploadOutcome = { report: ExcelUploadReport; message: string | null };

function failed(errors: ExcelRowError[], warnings: string[] = []): UploadOutcome {
  const sorted = [...errors].sort((a, b) => a.Row - b.Row);
  const rows = new Set(sorted.map((error) => error.Row)).size;
  return {
    report: { Success: false, WarningMessages: warnings, RowErrors: sorted, RowsInserted: 0, RowsUpdated: 0 },
    message: `${rows} row(s) of the file have errors; nothing was changed.`,
  };
}

/**
 * Reads CSV text prepared by the spec's CSV rule: a header line naming the sheet's columns in
 * order, then one record per line. Every row is checked; with any error nothing is written.
 */
export async function uploadSheet(
  deps: AppDeps,
  viewer: Actor,
  type: ExcelSheetType,
  text: string,
  options: UploadOptions,
): Promise<UploadOutcome> {
  const sheet = sheetFor(type, viewer);
  const [header, ...lines] = readPreparedCsv(text);
  const expected = sheet.columns.map((column) => column.header);
  const headerCells = (header?.cells ?? []).map((cell) => cell.trim());
  // Excel may add empty cells after the last column.
  while (headerCells.length > expected.length && headerCells.at(-1) === '') headerCells.pop();
  if (!header || headerCells.map((cell) => cell.toLowerCase()).join(',') !== expected.join(',').toLowerCase())
    return failed([
      { Row: header?.line ?? 1, Message: `The first line must be the header ${expected.join(',')}.` },
    ]);
  if (lines.length === 0)
    return failed([{ Row: header.line, Message: 'The file has no rows after its header.' }]);
  if (lines.length > MAX_UPLOAD_ROWS)
    return failed([
      {
        Row: header.line,
        Message: `The file has ${lines.length} rows; upload at most ${MAX_UPLOAD_ROWS} at a time.`,
      },
    ]);

  const errors: ExcelRowError[] = [];
  const rows: UploadRow<unknown>[] = [];
  for (const { line, cells } of lines) {
    const values = [...cells];
    // Spreadsheets may write empty cells past the last column; the last column may take the rest.
    while (values.length > expected.length && values.at(-1)?.trim() === '') values.pop();
    if (values.length > expected.length && sheet.lastColumnTakesRest)
      values.splice(expected.length - 1, values.length, values.slice(expected.length - 1).join(','));
    if (values.length > expected.length) {
      errors.push({
        Row: line,
        Message: `The row has ${values.length} cells; the sheet has ${expected.length} columns (a comma inside a cell splits it, as quotes are removed).`,
      });
      continue;
    }
    const record = Object.fromEntries(expected.map((name, index) => [name, values[index] ?? '']));
    const parsed = sheet.rowSchema.safeParse(record);
    if (parsed.success) rows.push({ line, row: parsed.data });
    else errors.push({ Row: line, Message: describeIssues(parsed.error) });
  }

  const outcome = await deps.db.transaction(async (tx): Promise<UploadOutcome> => {
    const plan = await sheet.plan(tx, rows, options);
    if (errors.length > 0 || plan.errors.length > 0)
      return failed([...errors, ...plan.errors], plan.warnings);
    await plan.write(tx);
    return {
      report: {
        Success: true,
        WarningMessages: plan.warnings,
        RowErrors: [],
        RowsInserted: plan.inserted,
        RowsUpdated: plan.updated,
      },
      message: null,
    };
  });
  // After the commit, so no cache can be refilled with the old rows under the new version.
  if (outcome.report.Success) catalogChanged();
  return outcome;
}
