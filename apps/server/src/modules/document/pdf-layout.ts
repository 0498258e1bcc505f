import { type BrandThemeColors, findBrandDefinition } from '@airquote/shared/brands/brand-themes';
import PDFDocument from 'pdfkit';
import {
  asArtifact,
  endDocumentStructure,
  startDocumentStructure,
  tagBlock,
  tagDocumentTitle,
  tagGroup,
  taggedDocumentOptions,
} from './pdf-tagging.ts';

/**
 * The page layout every generated document shares (docs/domain.md section 8): a header band with the
 * brand's logo and colours, an optional customer company logo, the document title, a footer with
 * "Page n of m", section titles and tables that break across pages with their header repeated.
 * Only pdfkit's standard fonts are used: embedding a TrueType font costs tens of milliseconds.
 */

export type PdfDoc = InstanceType<typeof PDFDocument>;

export type PdfBranding = {
  brandId: number;
  /** A company's own PNG or JPEG logo (shown at the right of the header), or null. */
  companyLogo: Uint8Array | null;
};

export type PdfLayoutOptions = {
  branding: PdfBranding;
  /** Large line of the header, e.g. "Quote Q-1001". */
  title: string;
  /** Smaller line under the title, e.g. the project name. */
  subtitle?: string;
  /** Left part of the footer, e.g. "Quote Q-1001 rev 0 · printed 2026-11-21". */
  footerNote?: string;
  /** Document properties (shown by PDF readers). */
  info?: { Title?: string; Subject?: string; Author?: string };
  /**
   * A measuring pass (ADR 0043): the pages are laid out and counted, nothing is compressed and the
   * bytes are dropped as they are written.
   */
  measureOnly?: boolean;
};

export type PdfLayout = {
  doc: PdfDoc;
  colors: BrandThemeColors;
  brandName: string;
  /** Left edge and usable width of the content area. */
  left: number;
  width: number;
};

export const PAGE_MARGINS = { top: 104, bottom: 60, left: 40, right: 40 } as const;
const HEADER_HEIGHT = 80;
const FONT = 'Helvetica';
const FONT_BOLD = 'Helvetica-Bold';
const TEXT_COLOR = '#222222';
const MUTED_COLOR = '#666666';
const RULE_COLOR = '#d0d0d0';

export const pdfFonts = { regular: FONT, bold: FONT_BOLD } as const;

/** A new letter-size document whose pages are kept until finishPdf draws headers and footers. */
export function createPdfLayout(options: PdfLayoutOptions): PdfLayout {
  const brand = findBrandDefinition(options.branding.brandId);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { ...PAGE_MARGINS },
    bufferPages: true,
    info: { Creator: 'AirQuote', Producer: 'AirQuote', Title: options.title, ...options.info },
    // Tagged, with a language and a displayed title, so a screen reader reads it (ADR 0036).
    ...taggedDocumentOptions,
    ...(options.measureOnly ? { compress: false } : {}),
  });
  // Bytes go into one buffer as pdfkit writes them (pages written out early included), ADR 0043.
  outputs.set(doc, collectBytes(doc, options.measureOnly === true));
  startDocumentStructure(doc);
  doc.font(FONT).fontSize(9).fillColor(TEXT_COLOR);
  const layout: PdfLayout = {
    doc,
    colors: brand.colors,
    brandName: brand.name,
    left: PAGE_MARGINS.left,
    width: doc.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right,
  };
  pendingOptions.set(doc, options);
  return layout;
}

const pendingOptions = new WeakMap<PdfDoc, PdfLayoutOptions>();
const outputs = new WeakMap<PdfDoc, Promise<Buffer>>();

/**
 * The document's bytes, copied into one growing buffer as pdfkit writes them (one small chunk per PDF
 * object), so a large document is never held as thousands of chunks and then concatenated again.
 * A measuring pass drops them.
 */
function collectBytes(doc: PdfDoc, drop: boolean): Promise<Buffer> {
  let buffer = Buffer.allocUnsafe(drop ? 0 : 256 * 1024);
  let length = 0;
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => {
      if (drop) return;
      if (length + chunk.length > buffer.length) {
        const grown = Buffer.allocUnsafe(Math.max(buffer.length * 2, length + chunk.length));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      buffer.set(chunk, length);
      length += chunk.length;
    });
    doc.on('end', () => resolve(Buffer.from(buffer.subarray(0, length))));
    doc.on('error', reject);
  });
}

/**
 * The brand's logo drawn as vectors, the same marks as the seeded SVG logos (brand 1: three air
 * waves; brand 2: a snowflake), so no image decoding or SVG rendering is needed.
 */
export function drawBrandLogo(doc: PdfDoc, brandId: number, x: number, y: number, height: number): number {
  const brand = findBrandDefinition(brandId);
  const scale = height / 64;
  const width = 256 * scale;
  doc.save();
  doc.translate(x, y).scale(scale);
  doc.roundedRect(0, 0, 256, 64, 10).fill(brand.colors.primaryMain);
  if (brand.brandId === 1) {
    doc.lineWidth(5).lineCap('round').strokeColor(brand.colors.secondaryTint);
    for (const top of [22, 34, 46]) doc.path(`M14 ${top}c10-8 22 8 34 0`).stroke();
  } else {
    doc.save();
    doc.translate(32, 32).lineWidth(4).lineCap('round').strokeColor('#ffffff');
    doc.path('M0-20V20M-17-10L17 10M-17 10L17-10').stroke();
    doc.circle(0, 0, 5).fill(brand.colors.secondaryMain);
    doc.restore();
  }
  const [first = brand.name, ...rest] = brand.name.split(' ');
  doc.font(FONT_BOLD).fontSize(27).fillColor('#ffffff');
  doc.text(first, 60, 20, { lineBreak: false, continued: rest.length > 0 });
  if (rest.length > 0)
    doc.fillColor(brand.colors.secondaryTint).text(` ${rest.join(' ')}`, { lineBreak: false });
  doc.restore();
  return width;
}

function drawHeader(layout: PdfLayout, options: PdfLayoutOptions, firstPage: boolean): void {
  const { doc } = layout;
  let textWidth = 0;
  asArtifact(doc, () => {
    textWidth = drawHeaderBand(layout, options);
  });
  const textLeft = PAGE_MARGINS.left + 176;
  const drawTitle = () => {
    doc.font(FONT_BOLD).fontSize(16).fillColor(layout.colors.primaryShade);
    doc.text(options.title, textLeft, 26, {
      width: textWidth,
      align: 'right',
      lineBreak: false,
      ellipsis: true,
    });
    if (options.subtitle) {
      doc.font(FONT).fontSize(9.5).fillColor(MUTED_COLOR);
      doc.text(options.subtitle, textLeft, 47, {
        width: textWidth,
        align: 'right',
        lineBreak: false,
        ellipsis: true,
      });
    }
  };
  // The first page's title is the document's heading; on later pages it is a running header.
  if (firstPage) tagDocumentTitle(doc, drawTitle);
  else asArtifact(doc, drawTitle);
}

/** The header's band, logos and rule; returns the width left for the title at its right. */
function drawHeaderBand(layout: PdfLayout, options: PdfLayoutOptions): number {
  const { doc, colors } = layout;
  const pageWidth = doc.page.width;
  doc.save();
  doc.rect(0, 0, pageWidth, 6).fill(colors.primaryMain);
  const logoHeight = 40;
  drawBrandLogo(doc, options.branding.brandId, PAGE_MARGINS.left, 24, logoHeight);
  const textLeft = PAGE_MARGINS.left + 176;
  let textRight = pageWidth - PAGE_MARGINS.right;
  if (options.branding.companyLogo) {
    try {
      doc.image(Buffer.from(options.branding.companyLogo), textRight - 110, 22, {
        fit: [110, 44],
        align: 'right',
        valign: 'center',
      });
      textRight -= 120;
    } catch {
      // A logo pdfkit cannot read (e.g. WebP or GIF) is left out rather than failing the document.
    }
  }
  const textWidth = textRight - textLeft;
  doc
    .moveTo(PAGE_MARGINS.left, HEADER_HEIGHT)
    .lineTo(pageWidth - PAGE_MARGINS.right, HEADER_HEIGHT)
    .lineWidth(1.5)
    .strokeColor(colors.secondaryMain)
    .stroke();
  doc.restore();
  return textWidth;
}

function drawFooter(
  layout: PdfLayout,
  options: PdfLayoutOptions,
  pageNumber: number,
  pageCount: number,
): void {
  const { doc } = layout;
  const y = doc.page.height - PAGE_MARGINS.bottom + 22;
  const right = doc.page.width - PAGE_MARGINS.right;
  doc.save();
  doc
    .moveTo(PAGE_MARGINS.left, y - 8)
    .lineTo(right, y - 8)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOR)
    .stroke();
  doc.font(FONT).fontSize(8).fillColor(MUTED_COLOR);
  if (options.footerNote) {
    doc.text(options.footerNote, PAGE_MARGINS.left, y, {
      width: layout.width - 90,
      lineBreak: false,
      ellipsis: true,
    });
  }
  doc.text(`Page ${pageNumber} of ${pageCount}`, right - 90, y, {
    width: 90,
    align: 'right',
    lineBreak: false,
  });
  doc.restore();
}

/** Header and footer on the buffered pages from `from` (absolute page index) on. */
function decoratePages(layout: PdfLayout, options: PdfLayoutOptions, from: number, pageCount: number): void {
  const { doc } = layout;
  const range = doc.bufferedPageRange();
  const current = doc.page;
  const { x, y } = doc;
  for (let index = Math.max(from, range.start); index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Header and footer sit in the margins: without this, text there would start a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: margins.left, right: margins.right };
    drawHeader(layout, options, index === 0);
    asArtifact(doc, () => drawFooter(layout, options, index + 1, pageCount));
    doc.page.margins = margins;
  }
  doc.page = current;
  doc.x = x;
  doc.y = y;
}

/**
 * Draws header and footer on every page drawn so far and writes those pages out, so their content
 * (thousands of small chunks a page) is freed before the next pages are drawn (ADR 0043). Pages
 * written out cannot be changed, so `pageCount` (for "Page n of m") must already be known, e.g. from
 * a measuring pass; with `null` (the measuring pass itself) nothing is drawn. Call it only between
 * blocks, when nothing more goes on the pages drawn so far.
 */
export function writeOutFinishedPages(layout: PdfLayout, pageCount: number | null): void {
  const { doc } = layout;
  const options = pendingOptions.get(doc);
  if (!options) throw new Error('writeOutFinishedPages called on a finished document');
  if (pageCount !== null) decoratePages(layout, options, 0, pageCount);
  doc.flushPages();
}

/** Draws header and footer on every page not yet written out, ends the document and returns its bytes. */
export function finishPdf(layout: PdfLayout): Promise<Buffer> {
  const { doc } = layout;
  const options = pendingOptions.get(doc);
  const output = outputs.get(doc);
  if (!options || !output)
    throw new Error('finishPdf called twice or on a document not made by createPdfLayout');
  pendingOptions.delete(doc);
  outputs.delete(doc);
  const range = doc.bufferedPageRange();
  if (!options.measureOnly) decoratePages(layout, options, range.start, range.start + range.count);
  endDocumentStructure(doc);
  doc.end();
  return output;
}

/** The lowest y that content may reach on the current page. */
export function contentBottom(doc: PdfDoc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points still fit below the cursor. */
export function ensureSpace(doc: PdfDoc, height: number): void {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

/** A coloured section title with a thin rule under it, kept together with `keepWith` points of what follows. */
export function drawSectionTitle(layout: PdfLayout, text: string, keepWith = 40): void {
  const { doc, colors } = layout;
  ensureSpace(doc, 24 + keepWith);
  const y = doc.y + 6;
  doc.font(FONT_BOLD).fontSize(11).fillColor(colors.primaryMain);
  tagBlock(doc, 'H2', () => doc.text(text, layout.left, y, { width: layout.width }));
  const ruleY = doc.y + 1;
  doc
    .moveTo(layout.left, ruleY)
    .lineTo(layout.left + layout.width, ruleY)
    .lineWidth(0.75)
    .strokeColor(colors.primaryTint)
    .stroke();
  doc.y = ruleY + 5;
  doc.font(FONT).fontSize(9).fillColor(TEXT_COLOR);
}

/** Label/value pairs in one column at (x, doc.y) of the given width; returns the y below them. */
export function drawKeyValues(
  layout: PdfLayout,
  pairs: ReadonlyArray<readonly [string, string]>,
  x: number,
  y: number,
  width: number,
  labelWidth = 80,
): number {
  const { doc } = layout;
  let cursor = y;
  // A two-column table to a screen reader: each label a row header with its value beside it.
  tagGroup(doc, 'Table', () => {
    for (const [label, value] of pairs) {
      tagGroup(doc, 'TR', () => {
        doc.font(FONT_BOLD).fontSize(8.5).fillColor(MUTED_COLOR);
        tagBlock(doc, 'TH', () => doc.text(label, x, cursor, { width: labelWidth, lineBreak: false }));
        doc.font(FONT).fontSize(9).fillColor(TEXT_COLOR);
        tagBlock(doc, 'TD', () =>
          doc.text(value || '—', x + labelWidth, cursor, { width: width - labelWidth }),
        );
      });
      cursor = Math.max(doc.y, cursor + 12) + 2;
    }
  });
  return cursor;
}

/** A paragraph of plain text across the content width. */
export function drawParagraph(
  layout: PdfLayout,
  text: string,
  options: { muted?: boolean; size?: number } = {},
): void {
  const { doc } = layout;
  doc
    .font(FONT)
    .fontSize(options.size ?? 9)
    .fillColor(options.muted ? MUTED_COLOR : TEXT_COLOR);
  tagBlock(doc, 'P', () => doc.text(text, layout.left, doc.y, { width: layout.width }));
  doc.moveDown(0.4);
}

export type TableColumn = {
  header: string;
  /** Share of the content width (the shares of a table add up to 1). */
  share: number;
  align?: 'left' | 'right' | 'center';
  /** Cells of this column may wrap onto several lines (measured); others are cut to one line. */
  wrap?: boolean;
};

export type TableRow = {
  cells: readonly string[];
  /** A bold row (subtotals, totals). */
  strong?: boolean;
};

const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 3.5;
const TABLE_FONT_SIZE = 8.5;
const LINE_HEIGHT = TABLE_FONT_SIZE * 1.18;

/**
 * A table across the content width from doc.y: a header row in the brand colour, zebra rows,
 * a page break before any row that does not fit, with the header drawn again on the new page.
 */
export function drawTable(
  layout: PdfLayout,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
): void {
  const { doc, colors } = layout;
  const widths = columns.map((column) => column.share * layout.width);
  const lefts = widths.map(
    (_, index) => layout.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0),
  );

  const drawHeaderRow = () => {
    const height = LINE_HEIGHT + CELL_PADDING_Y * 2;
    const y = doc.y;
    doc.rect(layout.left, y, layout.width, height).fill(colors.primaryMain);
    doc.font(FONT_BOLD).fontSize(TABLE_FONT_SIZE).fillColor('#ffffff');
    columns.forEach((column, index) => {
      tagBlock(doc, 'TH', () =>
        doc.text(column.header, (lefts[index] ?? 0) + CELL_PADDING_X, y + CELL_PADDING_Y, {
          width: (widths[index] ?? 0) - CELL_PADDING_X * 2,
          height: LINE_HEIGHT,
          align: column.align ?? 'left',
          ellipsis: true,
        }),
      );
    });
    doc.y = y + height;
  };

  ensureSpace(doc, (LINE_HEIGHT + CELL_PADDING_Y * 2) * 2);
  tagGroup(doc, 'Table', () => {
    tagGroup(doc, 'TR', drawHeaderRow);
    rows.forEach((row, rowIndex) => {
      doc.font(row.strong ? FONT_BOLD : FONT).fontSize(TABLE_FONT_SIZE);
      let lines = 1;
      columns.forEach((column, index) => {
        if (!column.wrap) return;
        const text = row.cells[index] ?? '';
        const height = doc.heightOfString(text, { width: (widths[index] ?? 0) - CELL_PADDING_X * 2 });
        lines = Math.max(lines, Math.round(height / doc.currentLineHeight(true)));
      });
      const height = lines * LINE_HEIGHT + CELL_PADDING_Y * 2;
      if (doc.y + height > contentBottom(doc)) {
        doc.addPage();
        // The header repeated on the next page is read once, at the top of the table.
        asArtifact(doc, drawHeaderRow);
        doc.font(row.strong ? FONT_BOLD : FONT).fontSize(TABLE_FONT_SIZE);
      }
      const y = doc.y;
      if (rowIndex % 2 === 1) doc.rect(layout.left, y, layout.width, height).fill('#f4f6f8');
      doc.fillColor(TEXT_COLOR);
      tagGroup(doc, 'TR', () =>
        columns.forEach((column, index) => {
          tagBlock(doc, 'TD', () =>
            doc.text(row.cells[index] ?? '', (lefts[index] ?? 0) + CELL_PADDING_X, y + CELL_PADDING_Y, {
              width: (widths[index] ?? 0) - CELL_PADDING_X * 2,
              align: column.align ?? 'left',
              lineBreak: column.wrap === true,
              ellipsis: column.wrap ? undefined : true,
              height: column.wrap ? lines * LINE_HEIGHT + 1 : undefined,
            }),
          );
        }),
      );
      doc
        .moveTo(layout.left, y + height)
        .lineTo(layout.left + layout.width, y + height)
        .lineWidth(0.4)
        .strokeColor(RULE_COLOR)
        .stroke();
      doc.y = y + height;
    });
  });
  doc.x = layout.left;
  doc.moveDown(0.6);
}
