import { submittalOptionList } from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import { SubmittalOptions } from '@airquote/shared/enums/lookups';
import {
  contentBottom,
  createPdfLayout,
  drawKeyValues,
  finishPdf,
  PAGE_MARGINS,
  type PdfBranding,
  type PdfLayout,
  pdfFonts,
  writeOutFinishedPages,
} from './pdf-layout.ts';
import { tagBlock } from './pdf-tagging.ts';
import { drawUnitDrawingPage } from './submittal-drawing.ts';
import { drawEngineeringDataPage, ENGINEERING_DATA_TITLE } from './submittal-engineering-page.ts';
import type { MergePlaceholder, StoredPdf } from './submittal-merge.ts';
import { drawReviewStamp, drawUnitSchedule, UNIT_SCHEDULE_TITLE } from './submittal-schedule.ts';
import { drawMechanicalSpecs } from './submittal-spec-pages.ts';
import type { SubmittalUnit } from './submittal-unit.ts';
import { drawUnitFeaturesPage, drawUnitPerformancePage } from './submittal-unit-pages.ts';

/** Everything a submittal package prints; it never carries a price (a submittal goes to engineers). */
export type SubmittalDocumentData = {
  branding: PdfBranding;
  projectName: string;
  /** "Q-2026-000123 rev 2" when the package is made from a quote, else null. */
  quoteLabel: string | null;
  companyName: string;
  preparedBy: string;
  /** ISO date (yyyy-mm-dd). */
  printedOn: string;
  scheduleNames: string[];
  /** SubmittalOptions in package order. */
  options: number[];
  units: SubmittalUnit[];
  /** Stored PDF files merged as their own pages (SubmittalPageSrcType PdfFile). */
  storedPdfs: StoredPdf[];
  /** Submittal revision: 1 for the first package of these schedules, one more each time (ADR 0036). */
  revision?: number;
  /** The engineer of record and the contractor the cover names; null (a dash) when not known. */
  engineerOfRecord?: string | null;
  contractor?: string | null;
};

type TocEntry = { title: string; level: 0 | 1; detail: string; page: number };

const TOC_ROW_HEIGHT = 15;
const TOC_TOP = PAGE_MARGINS.top + 28;

export const ATTACHED_DOCUMENTS_TITLE = 'Attached Documents';

/** How many table-of-contents rows fit on one page. */
function tocRowsPerPage(pageHeight: number): number {
  return Math.floor((pageHeight - PAGE_MARGINS.bottom - TOC_TOP) / TOC_ROW_HEIGHT);
}

/** Product types of the units in first-seen order, each with its units (mechanical specs are per type). */
export function unitsByProductType(
  units: readonly SubmittalUnit[],
): Array<{ name: string; units: SubmittalUnit[] }> {
  const groups = new Map<number, { name: string; units: SubmittalUnit[] }>();
  for (const unit of units) {
    const group = groups.get(unit.productTypeId) ?? { name: unit.productTypeName, units: [] };
    group.units.push(unit);
    groups.set(unit.productTypeId, group);
  }
  return [...groups.values()];
}

/** The number of table-of-contents rows the package will have (known before any page is drawn). */
function tocRowCount(data: SubmittalDocumentData): number {
  let rows = 1 + 1 + data.units.length; // the unit schedule; engineering data per unit
  for (const option of data.options) {
    rows += 1;
    rows +=
      option === SubmittalOptions.MechanicalSpecs ? unitsByProductType(data.units).length : data.units.length;
  }
  if (data.storedPdfs.length > 0) rows += 1 + data.storedPdfs.length;
  return rows;
}

function drawCover(layout: PdfLayout, data: SubmittalDocumentData): void {
  const { doc, colors } = layout;
  const optionTitles = data.options.map(
    (value) => submittalOptionList.find((option) => option.value === value)?.label ?? String(value),
  );
  doc.rect(layout.left, 150, layout.width, 4).fill(colors.secondaryMain);
  doc.font(pdfFonts.bold).fontSize(30).fillColor(colors.primaryShade);
  doc.text('Submittal Package', layout.left, 180, { width: layout.width });
  doc.font(pdfFonts.regular).fontSize(16).fillColor('#333333');
  doc.text(data.projectName, layout.left, doc.y + 8, { width: layout.width });
  doc.moveDown(2);
  const y = drawKeyValues(
    layout,
    [
      ...(data.quoteLabel ? [['Quote', data.quoteLabel] as [string, string]] : []),
      ['Project', data.projectName],
      ['Engineer of record', data.engineerOfRecord ?? ''],
      ['Contractor', data.contractor ?? ''],
      ['Submittal revision', String(data.revision ?? 1)],
      ['Prepared for', data.companyName],
      ['Prepared by', data.preparedBy],
      ['Date', data.printedOn],
      ['Schedules', data.scheduleNames.join(', ')],
      [
        'Units',
        `${data.units.length} tag${data.units.length === 1 ? '' : 's'}, quantity ${data.units.reduce((sum, unit) => sum + unit.qty, 0)}`,
      ],
      ['Contents', optionTitles.join(', ')],
    ],
    layout.left,
    doc.y,
    layout.width,
    110,
  );
  const stampBottom = drawReviewStamp(layout, y + 12, data.revision ?? 1);
  doc.font(pdfFonts.regular).fontSize(9).fillColor('#666666');
  tagBlock(doc, 'P', () =>
    doc.text(
      "This package documents the equipment selected for the project for the engineer of record's review. Performance is calculated from catalog data at the conditions saved for each unit; dimensions are nominal and subject to change without notice. Certified drawings are issued on order.",
      layout.left,
      stampBottom + 4,
      { width: layout.width },
    ),
  );
}

function drawToc(layout: PdfLayout, entries: TocEntry[], firstTocPage: number, rowsPerPage: number): void {
  const { doc, colors } = layout;
  entries.forEach((entry, index) => {
    const pageOffset = Math.floor(index / rowsPerPage);
    const row = index % rowsPerPage;
    if (row === 0) {
      doc.switchToPage(firstTocPage + pageOffset);
      doc.font(pdfFonts.bold).fontSize(14).fillColor(colors.primaryShade);
      doc.text(
        pageOffset === 0 ? 'Table of Contents' : 'Table of Contents (continued)',
        layout.left,
        PAGE_MARGINS.top,
        {
          width: layout.width,
          lineBreak: false,
        },
      );
    }
    const y = TOC_TOP + row * TOC_ROW_HEIGHT;
    const indent = entry.level === 0 ? 0 : 16;
    const pageText = String(entry.page);
    doc.font(entry.level === 0 ? pdfFonts.bold : pdfFonts.regular).fontSize(entry.level === 0 ? 10 : 9);
    doc.fillColor(entry.level === 0 ? colors.primaryMain : '#222222');
    const label = entry.detail ? `${entry.title}   ${entry.detail}` : entry.title;
    doc.text(label, layout.left + indent, y, {
      width: layout.width - indent - 50,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(pageText, layout.left + layout.width - 40, y, { width: 40, align: 'right', lineBreak: false });
    const labelEnd = Math.min(
      layout.left + indent + doc.widthOfString(label) + 6,
      layout.left + layout.width - 50,
    );
    doc
      .moveTo(labelEnd, y + 8)
      .lineTo(layout.left + layout.width - 44, y + 8)
      .lineWidth(0.4)
      .dash(1, { space: 2 })
      .strokeColor('#b0b0b0')
      .stroke()
      .undash();
  });
}

/** The page number (1-based) the next drawn content lands on, after starting a new page. */
function newPage(layout: PdfLayout): number {
  layout.doc.addPage();
  const range = layout.doc.bufferedPageRange();
  return range.start + range.count;
}

/** Called after each group of pages is written out (the file worker samples its memory there). */
export type RenderHooks = { onPagesWritten?: () => void };

/** What the measuring pass learns: the number of pages and the contents with their page numbers. */
type PackagePlan = { pageCount: number; entries: TocEntry[] };

/** A drawn package: its bytes, pages and the placeholder pages stored PDFs are laid into. */
export type RenderedSubmittal = { bytes: Buffer; pageCount: number; placeholders: MergePlaceholder[] };

/**
 * Draws the whole package once. Pages are written out as each unit's page is done, so memory holds
 * one unit's pages, not the package's (ADR 0043). Without a plan (the measuring pass) the contents
 * pages stay blank and no header or footer is drawn; with one, the contents are drawn from it right
 * away and every page gets "Page n of m".
 */
async function drawPackage(data: SubmittalDocumentData, plan: PackagePlan | null, hooks: RenderHooks) {
  const layout = createPdfLayout({
    branding: data.branding,
    title: 'Submittal Package',
    subtitle: data.projectName,
    footerNote: `Submittal · ${data.projectName} · printed ${data.printedOn}`,
    info: { Title: `Submittal – ${data.projectName}`, Subject: 'Submittal package', Author: data.preparedBy },
    measureOnly: plan === null,
  });
  const { doc } = layout;
  const pageDone = () => {
    writeOutFinishedPages(layout, plan?.pageCount ?? null);
    hooks.onPagesWritten?.();
  };
  drawCover(layout, data);
  const rowsPerPage = tocRowsPerPage(doc.page.height);
  const tocPages = Math.max(1, Math.ceil(tocRowCount(data) / rowsPerPage));
  const firstTocPage = 1;
  for (let index = 0; index < tocPages; index++) newPage(layout);
  if (plan) {
    drawToc(layout, plan.entries, firstTocPage, rowsPerPage);
    if (doc.y > contentBottom(doc)) throw new Error('submittal contents overflowed its page');
  }
  pageDone();

  const entries: TocEntry[] = [];
  entries.push({
    title: UNIT_SCHEDULE_TITLE,
    level: 0,
    detail: `${data.units.length} tag(s)`,
    page: newPage(layout),
  });
  drawUnitSchedule(layout, data.units);
  pageDone();
  for (const option of data.options) {
    const title = submittalOptionList.find((item) => item.value === option)?.label ?? String(option);
    const sectionEntry: TocEntry = { title, level: 0, detail: '', page: 0 };
    entries.push(sectionEntry);
    if (option === SubmittalOptions.MechanicalSpecs) {
      for (const group of unitsByProductType(data.units)) {
        const page = newPage(layout);
        sectionEntry.page ||= page;
        entries.push({
          title: group.name,
          level: 1,
          detail: `${group.units.length} tag(s), qty ${group.units.reduce((sum, unit) => sum + unit.qty, 0)}`,
          page,
        });
        drawMechanicalSpecs(layout, group.name, group.units);
        pageDone();
      }
      continue;
    }
    for (const unit of data.units) {
      const page = newPage(layout);
      sectionEntry.page ||= page;
      entries.push({
        title: unit.tag,
        level: 1,
        detail: `${unit.modelName} · qty ${unit.qty} · ${unit.scheduleName}`,
        page,
      });
      if (option === SubmittalOptions.UnitFeatures) drawUnitFeaturesPage(layout, unit);
      else if (option === SubmittalOptions.PerformanceProductSummary) drawUnitPerformancePage(layout, unit);
      else drawUnitDrawingPage(layout, unit, data.projectName);
      pageDone();
    }
  }
  // Engineering data per unit (connections, clearances, sound, wiring): always, for the engineer of record.
  const engineeringEntry: TocEntry = { title: ENGINEERING_DATA_TITLE, level: 0, detail: '', page: 0 };
  entries.push(engineeringEntry);
  for (const unit of data.units) {
    const page = newPage(layout);
    engineeringEntry.page ||= page;
    entries.push({ title: unit.tag, level: 1, detail: `${unit.modelName} · qty ${unit.qty}`, page });
    drawEngineeringDataPage(layout, unit);
    pageDone();
  }
  // Stored PDFs: placeholder pages that get the header and footer here; their content is laid in after.
  const placeholders: MergePlaceholder[] = [];
  if (data.storedPdfs.length > 0) {
    const sectionEntry: TocEntry = { title: ATTACHED_DOCUMENTS_TITLE, level: 0, detail: '', page: 0 };
    entries.push(sectionEntry);
    for (const pdf of data.storedPdfs) {
      for (let sourcePage = 0; sourcePage < pdf.pageCount; sourcePage++) {
        const page = newPage(layout);
        if (sourcePage === 0) {
          sectionEntry.page ||= page;
          entries.push({ title: pdf.name, level: 1, detail: `${pdf.pageCount} page(s)`, page });
        }
        placeholders.push({ pageIndex: page - 1, pdf, sourcePage });
      }
    }
  }
  const range = doc.bufferedPageRange();
  const pageCount = range.start + range.count;
  const bytes = await finishPdf(layout);
  return { bytes, pageCount, entries, placeholders };
}

/**
 * Cover, table of contents, then each chosen option's pages: one page per unit for features,
 * performance and drawings, the mechanical specifications per product type (as long as their text),
 * and placeholder pages for the stored PDFs last (laid in by mergeStoredPdfPages). Drawn twice: a
 * measuring pass counts the pages and the contents' page numbers, so the drawing pass can write each
 * page out as soon as it is done instead of keeping every page until the end (ADR 0043).
 */
export async function renderSubmittalPdf(
  data: SubmittalDocumentData,
  hooks: RenderHooks = {},
): Promise<RenderedSubmittal> {
  const measured = await drawPackage(data, null, hooks);
  const drawn = await drawPackage(data, { pageCount: measured.pageCount, entries: measured.entries }, hooks);
  if (
    drawn.pageCount !== measured.pageCount ||
    drawn.entries.some((entry, index) => entry.page !== measured.entries[index]?.page)
  )
    throw new Error('the submittal drew differently from its measuring pass');
  return { bytes: drawn.bytes, pageCount: drawn.pageCount, placeholders: drawn.placeholders };
}
