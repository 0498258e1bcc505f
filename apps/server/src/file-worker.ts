/**
 * The file worker's entry (docs/decisions/0021): work on uploaded or stored files that can cost
 * seconds and hundreds of megabytes, run in a thread of lib/file-worker-pool.ts with its own memory
 * and time limits, so one heavy file never stalls the requests of other users (issue #16 items 3, 4).
 * Each function of `fileTasks` is a task; inputs and answers are plain data (structured clone),
 * failures are answers. From the sources the pool loads this file through file-worker-tsx.mjs.
 */
import { readXlsxOutcome, type XlsxReadOutcome } from './lib/xlsx-workbook.ts';
import {
  checkStoredPdf,
  type MergeOutcome,
  type MergePlaceholder,
  mergeStoredPdfPages,
  type StoredPdfCheck,
} from './modules/document/submittal-merge.ts';

/** An uploaded .xlsx's first sheet as text rows. */
function readSpreadsheet(input: { data: Uint8Array; maxRows: number }): Promise<XlsxReadOutcome> {
  return readXlsxOutcome(
    Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength),
    input.maxRows,
  );
}

/** A stored or uploaded PDF's page count, or why it cannot be merged. */
function checkPdf(input: { bytes: Uint8Array }): Promise<StoredPdfCheck> {
  return checkStoredPdf(input.bytes);
}

/** Stored PDF pages laid into the rendered submittal package. */
function mergePdfPages(input: {
  packageBytes: Uint8Array;
  placeholders: MergePlaceholder[];
}): Promise<MergeOutcome> {
  return mergeStoredPdfPages(input.packageBytes, input.placeholders);
}

export const fileTasks = { readSpreadsheet, checkPdf, mergePdfPages };
export type FileTasks = typeof fileTasks;
export type FileTaskName = keyof FileTasks;
export type FileTaskRequest<Name extends FileTaskName = FileTaskName> = {
  name: Name;
  input: Parameters<FileTasks[Name]>[0];
};

/** The one handler the pool calls: the task `name` with its input. */
export function runFileTask({ name, input }: FileTaskRequest): ReturnType<FileTasks[FileTaskName]> {
  return (fileTasks[name] as (input: unknown) => ReturnType<FileTasks[FileTaskName]>)(input);
}
