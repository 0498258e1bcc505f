import { z } from 'zod';

/**
 * Product data by spreadsheet (issue #4 part 6, ADR 0010): the catalog tables an admin downloads as
 * .xlsx and uploads back as CSV text prepared by the spec's CSV rule (rules/csv-upload.ts).
 */
export const excelSheetTypes = [
  'ProductModels',
  'ProductPrices',
  'CodeStringValues',
  'FanCurves',
  'CoilProfiles',
  'FilterPressureDrops',
  'HeatPumpRatings',
] as const;
export const excelSheetTypeSchema = z.enum(excelSheetTypes, {
  error: `The type must be one of ${excelSheetTypes.join(', ')}`,
});
export type ExcelSheetType = z.infer<typeof excelSheetTypeSchema>;

/** The largest upload (characters of CSV text); the server's request limit is 1 MB. */
export const EXCEL_UPLOAD_MAX_CHARACTERS = 900_000;

export const excelRowErrorSchema = z.object({
  /** Line of the CSV (1 = the header line). */
  Row: z.number(),
  Message: z.string(),
});
export type ExcelRowError = z.infer<typeof excelRowErrorSchema>;

/**
 * The spec's generic response with what the upload did. Counts are catalog records created or
 * changed; a row equal to the stored data counts as neither. With any RowErrors nothing is
 * changed and the answer is 400 (ApiError fields beside these).
 */
export const excelUploadReportSchema = z.object({
  Success: z.boolean(),
  WarningMessages: z.array(z.string()),
  RowErrors: z.array(excelRowErrorSchema),
  RowsInserted: z.number(),
  RowsUpdated: z.number(),
});
export type ExcelUploadReport = z.infer<typeof excelUploadReportSchema>;
