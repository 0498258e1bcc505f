import { submittalMessages } from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import { type FileWorkerMessages, fileWorkerPool } from '../../lib/file-worker-pool.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { storedPdfLimitMegabytes, storedPdfLimits } from './stored-pdf-limits.ts';
import type { StoredPdf, StoredPdfCheck } from './submittal-merge.ts';
import type { SubmittalDocumentData } from './submittal-pdf.ts';

/**
 * The request thread's side of stored PDFs and of the submittal package: pdf-lib reads them and
 * pdfkit draws the package only in the file worker (docs/decisions/0021, 0043), and its answers
 * become the messages of the calls. Only types come from submittal-merge.ts and submittal-pdf.ts, so
 * the request thread never loads pdf-lib or the submittal's drawing code.
 */

/** A stored or uploaded file read as the merge will read it, in the file worker. */
export function checkPdfInFileWorker(bytes: Uint8Array): Promise<StoredPdfCheck> {
  return fileWorkerPool().run('checkPdf', { bytes });
}

/** A stored attachment ready to merge; refused when it is no PDF, a bomb or too many pages. */
export async function readStoredPdf(name: string, bytes: Uint8Array): Promise<StoredPdf> {
  const check = await checkPdfInFileWorker(bytes);
  if (check.kind === 'unreadable') throw badRequest(submittalMessages.attachmentNotPdf);
  if (check.kind === 'unpacksTooLarge')
    throw new HttpError(413, submittalMessages.attachmentUnpacksTooLarge(name, ...storedPdfLimitMegabytes));
  if (check.pageCount > storedPdfLimits.maxPages)
    throw badRequest(
      submittalMessages.attachmentTooManyPages(name, check.pageCount, storedPdfLimits.maxPages),
    );
  return { name, bytes, pageCount: check.pageCount };
}

/** How the file worker's answers read for a submittal package. */
const drawingMessages: FileWorkerMessages = {
  busy: submittalMessages.drawingBusy,
  tooSlow: submittalMessages.drawingTooSlow,
  tooMuchMemory: submittalMessages.drawingTooLarge,
  crashed: submittalMessages.drawingCrashed,
};

export type DrawnSubmittal = { bytes: Buffer; pageCount: number; drawMs: number; heapPeakMb: number };

/**
 * The submittal package drawn in the file worker from the plain data the request thread gathered,
 * the stored PDFs laid in there too (ADR 0043): the request thread never draws a page, so a package
 * of many units does not hold up other users' requests. A full queue answers 503 with Retry-After.
 */
export async function drawSubmittalInFileWorker(data: SubmittalDocumentData): Promise<DrawnSubmittal> {
  const outcome = await fileWorkerPool().run('drawSubmittal', data, drawingMessages);
  if (outcome.kind === 'unreadable') throw badRequest(submittalMessages.attachmentNotPdf);
  if (outcome.kind === 'unpacksTooLarge')
    throw new HttpError(
      413,
      submittalMessages.attachmentUnpacksTooLarge(outcome.attachmentName, ...storedPdfLimitMegabytes),
    );
  const { bytes, pageCount, drawMs, heapPeakMb } = outcome;
  return {
    bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    pageCount,
    drawMs,
    heapPeakMb,
  };
}
