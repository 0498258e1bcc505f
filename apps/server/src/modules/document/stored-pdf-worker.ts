import { submittalMessages } from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import { fileWorkerPool } from '../../lib/file-worker-pool.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { storedPdfLimitMegabytes, storedPdfLimits } from './stored-pdf-limits.ts';
import type { MergePlaceholder, StoredPdf, StoredPdfCheck } from './submittal-merge.ts';

/**
 * The request thread's side of stored PDFs: pdf-lib reads them only in the file worker
 * (docs/decisions/0021), and its answers become the messages of the calls. Only types come from
 * submittal-merge.ts, so the request thread never loads pdf-lib.
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

/** The rendered package with the stored pages laid in, merged in the file worker. */
export async function mergeStoredPdfPagesInFileWorker(
  packageBytes: Buffer,
  placeholders: MergePlaceholder[],
): Promise<Buffer> {
  const outcome = await fileWorkerPool().run('mergePdfPages', { packageBytes, placeholders });
  if (outcome.kind === 'unreadable') throw badRequest(submittalMessages.attachmentNotPdf);
  if (outcome.kind === 'unpacksTooLarge')
    throw new HttpError(
      413,
      submittalMessages.attachmentUnpacksTooLarge(outcome.attachmentName, ...storedPdfLimitMegabytes),
    );
  return Buffer.from(outcome.bytes.buffer, outcome.bytes.byteOffset, outcome.bytes.byteLength);
}
