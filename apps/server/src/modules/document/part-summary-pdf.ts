import { createPdfLayout, drawParagraph, drawSectionTitle, drawTable, finishPdf } from './pdf-layout.ts';
import { drawQuoteIdentity, type QuoteDocumentData, quoteLabel } from './quote-pdf.ts';

export type PartSummaryRow = {
  codeString: string;
  description: string;
  totalQty: number;
  tags: string[];
  schedules: string[];
};

/** The quote's parts: one row per model code string with its total quantity, tags and schedules. */
export function summarizeParts(data: Pick<QuoteDocumentData, 'schedules'>): PartSummaryRow[] {
  const byCode = new Map<string, PartSummaryRow>();
  for (const schedule of data.schedules) {
    for (const line of schedule.lines) {
      const code = line.codeString || line.modelName;
      let row = byCode.get(code);
      if (!row) {
        row = { codeString: code, description: line.description, totalQty: 0, tags: [], schedules: [] };
        byCode.set(code, row);
      }
      row.totalQty += line.qty;
      row.tags.push(line.tag);
      if (!row.schedules.includes(schedule.name)) row.schedules.push(schedule.name);
    }
  }
  return [...byCode.values()].sort((a, b) => a.codeString.localeCompare(b.codeString));
}

/**
 * The part summary: what the quote covers, per model code, with quantities and tags. It never holds a
 * price, whoever asks for it: it is the list a contractor or engineer checks the equipment against.
 */
export async function renderPartSummaryPdf(data: QuoteDocumentData): Promise<Buffer> {
  const label = quoteLabel(data);
  const layout = createPdfLayout({
    branding: data.branding,
    title: `Part summary ${data.quoteNumber}`,
    subtitle: `${data.projectName} · Revision ${data.revision}`,
    footerNote: `Part summary of quote ${label} · ${data.projectName} · printed ${data.printedOn}`,
    info: { Title: `Part summary ${label}`, Subject: data.projectName, Author: data.preparedBy },
  });
  drawQuoteIdentity(layout, data);
  const parts = summarizeParts(data);
  const units = parts.reduce((sum, part) => sum + part.totalQty, 0);
  drawSectionTitle(layout, `Parts by model code (${parts.length} model codes, ${units} units)`);
  if (parts.length === 0) drawParagraph(layout, 'The quote has no active line items.', { muted: true });
  else {
    drawTable(
      layout,
      [
        { header: 'Model code', share: 0.3, wrap: true },
        { header: 'Description', share: 0.24, wrap: true },
        { header: 'Qty', share: 0.06, align: 'right' },
        { header: 'Tags', share: 0.22, wrap: true },
        { header: 'Schedules', share: 0.18, wrap: true },
      ],
      [
        ...parts.map((part) => ({
          cells: [
            part.codeString,
            part.description,
            String(part.totalQty),
            part.tags.join(', '),
            part.schedules.join(', '),
          ],
        })),
        { cells: ['Total units', '', String(units), '', ''], strong: true },
      ],
    );
  }
  for (const schedule of data.schedules) {
    drawSectionTitle(layout, `Line items of schedule ${schedule.name}`);
    drawTable(
      layout,
      [
        { header: 'Tag', share: 0.2 },
        { header: 'Qty', share: 0.06, align: 'right' },
        { header: 'Model code', share: 0.74, wrap: true },
      ],
      schedule.lines.map((line) => ({
        cells: [line.tag, String(line.qty), line.codeString || line.modelName],
      })),
    );
  }
  return finishPdf(layout);
}
