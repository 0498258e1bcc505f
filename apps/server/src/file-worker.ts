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
  mergeStoredPdfPages,
  type StoredPdfCheck,
} from './modules/document/submittal-merge.ts';
import { renderSubmittalPdf, type SubmittalDocumentData } from './modules/document/submittal-pdf.ts';

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

/** What drawing a submittal answers: the package, or the stored PDF that could not be laid in. */
export type SubmittalDrawOutcome =
  | {
      kind: 'drawn';
      bytes: Uint8Array;
      pageCount: number;
      drawMs: number;
      /** This thread's heap and external memory at its highest, sampled as pages are written out. */
      heapPeakMb: number;
    }
  | { kind: 'unreadable'; attachmentName: string }
  | { kind: 'unpacksTooLarge'; attachmentName: string };

const memoryInUseMb = () => {
  // heapUsed and external are this thread's own (rss would be the whole process's).
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1024 / 1024;
};

/**
 * A submittal package drawn from the plain data the request thread gathered (ADR 0043), with the
 * stored PDFs laid into their placeholder pages.
 */
async function drawSubmittal(input: SubmittalDocumentData): Promise<SubmittalDrawOutcome> {
  const started = performance.now();
  let heapPeakMb = memoryInUseMb();
  const rendered = await renderSubmittalPdf(input, {
    onPagesWritten: () => {
      heapPeakMb = Math.max(heapPeakMb, memoryInUseMb());
    },
  });
  let bytes: Uint8Array = rendered.bytes;
  if (rendered.placeholders.length > 0) {
    const merged = await mergeStoredPdfPages(rendered.bytes, rendered.placeholders);
    if (merged.kind !== 'merged') return merged;
    bytes = merged.bytes;
  }
  heapPeakMb = Math.max(heapPeakMb, memoryInUseMb());
  return {
    kind: 'drawn',
    bytes,
    pageCount: rendered.pageCount,
    drawMs: performance.now() - started,
    heapPeakMb,
  };
}

export const fileTasks = { readSpreadsheet, checkPdf, drawSubmittal };
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
