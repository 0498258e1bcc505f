import { z } from 'zod';

/**
 * A schedule's line items by spreadsheet (issue #6 part 5): the .xlsx the download answers and the
 * upload reads back. Columns are found by their header; read-only ones end in READ_ONLY_SUFFIX and
 * are ignored by the upload, so a downloaded sheet uploads unchanged.
 */
export const scheduleSpreadsheetColumns = {
  lineItemId: 'LineItemId',
  rowVersion: 'RowVersion',
  tag: 'Tag',
  quantity: 'Quantity',
  model: 'Model',
  active: 'Active',
} as const;

export const READ_ONLY_SUFFIX = ' (read-only)';

/** Larger files are refused before they are read (a 5,000-line schedule is about 0.5 MB). */
export const SCHEDULE_SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;
export const SCHEDULE_SPREADSHEET_MAX_ROWS = 20_000;

export const scheduleSpreadsheetRejectionSchema = z.object({
  /** The sheet's row number as Excel shows it (1 = the header row). */
  Row: z.number(),
  /** The column the problem is in, when it is one cell's. */
  Column: z.string().optional(),
  Message: z.string(),
});
export type ScheduleSpreadsheetRejection = z.infer<typeof scheduleSpreadsheetRejectionSchema>;

/**
 * What an upload did. All or nothing: with any Rejected row nothing changes, the counts are 0 and
 * the answer is 400 in the one error shape with these fields beside it (as ADR 0010).
 */
export const scheduleSpreadsheetReportSchema = z.object({
  Added: z.number(),
  Updated: z.number(),
  Unchanged: z.number(),
  Rejected: z.array(scheduleSpreadsheetRejectionSchema),
});
export type ScheduleSpreadsheetReport = z.infer<typeof scheduleSpreadsheetReportSchema>;
