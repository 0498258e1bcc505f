import {
  EXCEL_UPLOAD_MAX_CHARACTERS,
  type ExcelRowError,
  type ExcelSheetType,
} from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import { hasPermission } from '../../lib/permissions.ts';
import type { UserInfo } from '../../lib/session-store.ts';

export type ProductDataSheet = {
  type: ExcelSheetType;
  label: string;
  description: string;
  hasPrices: boolean;
};

/** The catalog tables of issue #4 part 6; sheets with list prices need pricing.view too (ADR 0010). */
export const productDataSheets: ReadonlyArray<ProductDataSheet> = [
  {
    type: 'ProductModels',
    label: 'Product models',
    description: 'Models with class, unit size, rated data and base list price.',
    hasPrices: true,
  },
  {
    type: 'ProductPrices',
    label: 'Product prices',
    description: 'Base list price per model.',
    hasPrices: true,
  },
  {
    type: 'CodeStringValues',
    label: 'Code-string values',
    description: 'Segment values per model class with list-price adders and availability rules.',
    hasPrices: true,
  },
  {
    type: 'FanCurves',
    label: 'Fan curves',
    description: 'Airflow against static pressure per speed tap.',
    hasPrices: false,
  },
  {
    type: 'CoilProfiles',
    label: 'Coil profiles',
    description: 'Coil rows, fins, face area, circuits and rating point.',
    hasPrices: false,
  },
  {
    type: 'FilterPressureDrops',
    label: 'Filter pressure drops',
    description: 'Filter pressure-drop parameters per model.',
    hasPrices: false,
  },
  {
    type: 'HeatPumpRatings',
    label: 'Heat pump ratings',
    description: 'ISO 13256-1 water-loop rating, rated range and correction curves per heat pump.',
    hasPrices: false,
  },
];

/**
 * The sheets a user may download and upload. The server refuses price sheets with 403 to a reader
 * without pricing.view (it withholds that permission from Engineers), and the web signs out on any
 * 403, so those sheets are not offered at all.
 */
export function visibleProductDataSheets(userInfo: UserInfo | null): ProductDataSheet[] {
  const canSeePrices = hasPermission(userInfo, 'pricing.view');
  return productDataSheets.filter((sheet) => canSeePrices || !sheet.hasPrices);
}

/** The server's refusal carries each bad row as fieldErrors["Row n"] (several messages joined by "; "). */
export function rowErrorsOf(fieldErrors: Record<string, string>): ExcelRowError[] {
  return Object.entries(fieldErrors)
    .map(([key, Message]) => ({ Row: Number(/^Row (\d+)$/.exec(key)?.[1] ?? Number.NaN), Message }))
    .filter((error) => Number.isFinite(error.Row))
    .sort((a, b) => a.Row - b.Row);
}

/** Checked before reading: the server takes CSV text only, up to its request limit. */
export function csvFileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return 'Choose a .csv file (save the sheet as CSV in Excel first).';
  // A character takes at most four bytes, so a larger file is over the limit whatever it holds.
  if (file.size > EXCEL_UPLOAD_MAX_CHARACTERS * 4)
    return 'The file is too large; split it into smaller uploads.';
  return null;
}
