import { PDFDocument } from 'pdf-lib';
import { PAGE_MARGINS } from './pdf-layout.ts';

/** A stored PDF file merged into a package (SubmittalPageSrcType PdfFile). */
export type StoredPdf = { name: string; bytes: Uint8Array; pageCount: number };

/** Reads a stored file's page count; null when it is not a PDF pdf-lib can read (encrypted, damaged). */
export async function readStoredPdf(name: string, bytes: Uint8Array): Promise<StoredPdf | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const pageCount = pdf.getPageCount();
    return pageCount > 0 ? { name, bytes, pageCount } : null;
  } catch {
    return null;
  }
}

/**
 * Lays each stored page into its placeholder page of the rendered package, scaled to the content
 * area, so it keeps the package's header and "Page n of m" footer. The stored page's text stays text
 * (an embedded form XObject), not an image.
 */
export async function mergeStoredPdfPages(
  packageBytes: Buffer,
  placeholders: ReadonlyArray<{ pageIndex: number; pdf: StoredPdf; sourcePage: number }>,
): Promise<Buffer> {
  const target = await PDFDocument.load(packageBytes, { updateMetadata: false });
  const sources = new Map<StoredPdf, PDFDocument>();
  for (const placeholder of placeholders) {
    let source = sources.get(placeholder.pdf);
    if (!source) {
      source = await PDFDocument.load(placeholder.pdf.bytes, { updateMetadata: false });
      sources.set(placeholder.pdf, source);
    }
    const [embedded] = await target.embedPdf(source, [placeholder.sourcePage]);
    if (!embedded) continue;
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
  return Buffer.from(await target.save({ useObjectStreams: false }));
}
