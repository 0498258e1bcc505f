import type {
  ExcelRowError,
  ExcelSheetType,
} from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import type { z } from 'zod';
import type { DatabaseOrTransaction, Transaction } from '../../db/client.ts';

/** A cell of a downloaded sheet: numbers and booleans keep their type, so Excel shows them as such. */
export type CellValue = string | number | boolean | null;

export type SheetColumn = {
  header: string;
  width: number;
  /** Excel number format of numeric cells (no thousands separator: uploads split at commas). */
  numberFormat?: string;
};

/** A data line of the upload, validated by the sheet's row schema. */
export type UploadRow<Row> = { line: number; row: Row };

export type UploadOptions = { isFromEselect: boolean };

/**
 * What an upload would do. Nothing is written while `errors` is non-empty; `write` runs in the
 * upload's transaction only when every row is valid.
 */
export type UploadPlan = {
  errors: ExcelRowError[];
  warnings: string[];
  inserted: number;
  updated: number;
  write: (tx: Transaction) => Promise<void>;
};

/**
 * One downloadable, uploadable catalog table. Its columns are the upload's header, in order; the
 * last one may take the rest of a line (free text with commas, since the CSV rule strips quotes).
 */
export type SheetDefinition<Row = unknown> = {
  type: ExcelSheetType;
  columns: SheetColumn[];
  lastColumnTakesRest: boolean;
  /** Holds list prices: only for readers who may see prices (spec section 6, Engineers never). */
  hasPrices: boolean;
  rowSchema: z.ZodType<Row, Record<string, string>>;
  exportRows: (db: DatabaseOrTransaction) => Promise<CellValue[][]>;
  plan: (tx: Transaction, rows: UploadRow<Row>[], options: UploadOptions) => Promise<UploadPlan>;
};

/** A reference the catalog lacks: an error, or with isFromEselect a skipped row and a warning. */
export function unknownReference(
  plan: Pick<UploadPlan, 'errors' | 'warnings'>,
  options: UploadOptions,
  line: number,
  message: string,
): void {
  if (options.isFromEselect) plan.warnings.push(`Row ${line} skipped: ${message}`);
  else plan.errors.push({ Row: line, Message: message });
}

export function defineSheet<Row>(sheet: SheetDefinition<Row>): SheetDefinition {
  return sheet as unknown as SheetDefinition;
}
