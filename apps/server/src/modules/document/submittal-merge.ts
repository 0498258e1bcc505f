import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream } from 'pdf-lib';
import { PdfDecodeLimitError, withPdfDecodeLimits } from './pdf-decode-limits.ts';
import { PAGE_MARGINS } from './pdf-layout.ts';
import { storedPdfLimits } from './stored-pdf-limits.ts';

/** A stored PDF file merged into a package (SubmittalPageSrcType PdfFile). */
export type StoredPdf = { name: string; bytes: Uint8Array; pageCount: number };

/** What a stored file is: a PDF with its pages, a file pdf-lib cannot read, or a decompression bomb. */
export type StoredPdfCheck =
  | { kind: 'pdf'; pageCount: number }
  | { kind: 'unreadable' }
  | { kind: 'unpacksTooLarge' };

/** Unpacks each content stream of the page (within the limits); a page without /Contents is blank. */
function decodePageContents(page: PDFPage): void {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((item) => page.doc.context.lookup(item))
      : [contents];
  for (const stream of streams) if (stream instanceof PDFRawStream) decodePDFRawStream(stream).decode();
}

/**
 * Reads a stored file as pdf-lib will merge it: loaded (object streams unpacked) and every page's
 * content unpacked, within storedPdfLimits. Encrypted or damaged files are 'unreadable'.
 */
export async function checkStoredPdf(bytes: Uint8Array): Promise<StoredPdfCheck> {
  try {
    return await withPdfDecodeLimits(storedPdfLimits, async () => {
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      const pages = pdf.getPages();
      if (pages.length === 0) return { kind: 'unreadable' };
      for (const page of pages) decodePageContents(page);
      return { kind: 'pdf', pageCount: pages.length };
    });
  } catch (error) {
    return error instanceof PdfDecodeLimitError ? { kind: 'unpacksTooLarge' } : { kind: 'unreadable' };
  }
}

export type MergePlaceholder = { pageIndex: number; pdf: StoredPdf; sourcePage: number };

export type MergeOutcome =
  | { kind: 'merged'; bytes: Uint8Array }
  | { kind: 'unreadable'; attachmentName: string }
  | { kind: 'unpacksTooLarge'; attachmentName: string };

/**
 * Lays each stored page into its placeholder page of the rendered package, scaled to the content
 * area, so it keeps the package's header and "Page n of m" footer. The stored page's text stays text
 * (an embedded form XObject), not an image. A page without content (no /Contents, which PDF allows)
 * leaves its placeholder blank (issue #16 item 10).
 */
export async function mergeStoredPdfPages(
  packageBytes: Uint8Array,
  placeholders: ReadonlyArray<MergePlaceholder>,
): Promise<MergeOutcome> {
  const target = await PDFDocument.load(packageBytes, { updateMetadata: false });
  // Placeholders that name the same file share one object (structured clone keeps that too).
  const sources = new Map<StoredPdf, PDFDocument>();
  // The file being read when something fails; the last one read for a limit passed in a part of a
  // file pdf-lib skipped (withPdfDecodeLimits reports it once the work is done).
  let current: StoredPdf | undefined;
  let lastRead: StoredPdf | undefined;
  try {
    return await withPdfDecodeLimits(storedPdfLimits, async () => {
      for (const placeholder of placeholders) {
        current = placeholder.pdf;
        lastRead = placeholder.pdf;
        let source = sources.get(placeholder.pdf);
        if (!source) {
          source = await PDFDocument.load(placeholder.pdf.bytes, { updateMetadata: false });
          sources.set(placeholder.pdf, source);
        }
        if (!source.getPage(placeholder.sourcePage).node.Contents()) continue;
        const [embedded] = await target.embedPdf(source, [placeholder.sourcePage]);
        if (!embedded) continue;
        // Unpacked here rather than when saving, so a failure names its file.
        await embedded.embed();
        const page = target.getPage(placeholder.pageIndex);
        const { width: pageWidth, height: pageHeight } = page.getSize();
        const boxWidth = pageWidth - PAGE_MARGINS.left - PAGE_MARGINS.right;
        const boxHeight = pageHeight - PAGE_MARGINS.top - PAGE_MARGINS.bottom;
        const scale = Math.min(boxWidth / embedded.width, boxHeight / embedded.height, 1);
        const width = embedded.width * scale;
        const height = embedded.height * scale;
        // pdf-lib's origin is the bottom-left corner; centre the page horizontally under the header.
        page.drawPage(embedded, {
          x: PAGE_MARGINS.left + (boxWidth - width) / 2,
          y: pageHeight - PAGE_MARGINS.top - height,
          width,
          height,
        });
      }
      current = undefined;
      return { kind: 'merged', bytes: await target.save({ useObjectStreams: false }) };
    });
  } catch (error) {
    const culprit = current ?? (error instanceof PdfDecodeLimitError ? lastRead : undefined);
    if (!culprit) throw error;
    const attachmentName = culprit.name;
    return error instanceof PdfDecodeLimitError
      ? { kind: 'unpacksTooLarge', attachmentName }
      : { kind: 'unreadable', attachmentName };
  }
}
