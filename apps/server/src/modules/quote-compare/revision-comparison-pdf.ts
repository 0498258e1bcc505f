import type { QuoteRevisionComparison } from '@airquote/shared/contracts/quote/compare-project-quote-revisions';
import {
  createPdfLayout,
  drawKeyValues,
  drawParagraph,
  drawSectionTitle,
  drawTable,
  finishPdf,
  type TableColumn,
} from '../document/pdf-layout.ts';
import { formatMoney } from '../document/quote-pdf.ts';

const money = (value: string | null) => (value === null ? '—' : formatMoney(value));
const signed = (value: string | null) =>
  value === null ? '—' : value.startsWith('-') ? `−${formatMoney(value.slice(1))}` : `+${formatMoney(value)}`;

const FIELD_WORDS = {
  Quantity: 'quantity',
  Model: 'model',
  CodeString: 'code string',
  UnitPrice: 'unit price',
} as const;

/**
 * The "Revision comparison" page(s): both revisions with their totals, then one row per added,
 * removed or changed line (before → after) and the total delta. Without prices (the comparison holds
 * none) the price columns and totals are left out.
 */
export async function renderRevisionComparisonPdf(
  comparison: QuoteRevisionComparison,
  options: { brandId: number; projectName: string; printedOn: string },
): Promise<Buffer> {
  const label = (side: QuoteRevisionComparison['From']) => `${side.QuoteNumber} rev ${side.Revision}`;
  const priced = comparison.TotalDelta !== null || comparison.From.Total !== null;
  const layout = createPdfLayout({
    branding: { brandId: options.brandId, companyLogo: null },
    title: 'Revision comparison',
    subtitle: `${label(comparison.From)} → ${label(comparison.To)} · ${options.projectName}`,
    footerNote: `Revision comparison · ${comparison.From.QuoteNumber} · printed ${options.printedOn}`,
    info: { Title: `Revision comparison – ${label(comparison.From)} and ${label(comparison.To)}` },
  });
  const { doc } = layout;
  doc.y = drawKeyValues(
    layout,
    [
      ['Project', options.projectName],
      [
        'Older revision',
        `${label(comparison.From)}${priced ? ` · total ${money(comparison.From.Total)}` : ''}`,
      ],
      ['Newer revision', `${label(comparison.To)}${priced ? ` · total ${money(comparison.To.Total)}` : ''}`],
      [
        'Lines',
        `${comparison.Lines.filter((line) => line.Change === 'Added').length} added, ${comparison.Lines.filter((line) => line.Change === 'Removed').length} removed, ${comparison.Lines.filter((line) => line.Change === 'Changed').length} changed, ${comparison.UnchangedLineCount} unchanged`,
      ],
    ],
    layout.left,
    doc.y,
    layout.width,
    90,
  );
  doc.moveDown(0.5);
  // A revision superseded before prices were kept is priced at today's prices (ADR 0046): say so.
  for (const side of [comparison.From, comparison.To])
    if (side.BasisNote !== null) drawParagraph(layout, `${label(side)}: ${side.BasisNote}`, { muted: true });
  drawSectionTitle(layout, 'Differences');
  if (comparison.Lines.length === 0)
    drawParagraph(layout, 'The two revisions quote the same lines.', { muted: true });
  else {
    const describe = (state: QuoteRevisionComparison['Lines'][number]['From']) =>
      state ? `${state.ItemQty} × ${state.CodeString || state.ProductModelName}` : '—';
    const columns: TableColumn[] = priced
      ? [
          { header: 'Tag', share: 0.09 },
          { header: 'Change', share: 0.16, wrap: true },
          { header: 'Before', share: 0.21, wrap: true },
          { header: 'After', share: 0.21, wrap: true },
          { header: 'Unit before', share: 0.11, align: 'right' },
          { header: 'Unit after', share: 0.11, align: 'right' },
          { header: 'Ext. delta', share: 0.11, align: 'right' },
        ]
      : [
          { header: 'Tag', share: 0.12 },
          { header: 'Change', share: 0.2, wrap: true },
          { header: 'Before', share: 0.34, wrap: true },
          { header: 'After', share: 0.34, wrap: true },
        ];
    drawTable(
      layout,
      columns,
      comparison.Lines.map((line) => {
        const change =
          line.Change === 'Changed'
            ? `Changed: ${line.Fields.map((field) => FIELD_WORDS[field]).join(', ')}`
            : line.Change;
        const cells = [line.ItemTag, change, describe(line.From), describe(line.To)];
        if (priced)
          cells.push(
            money(line.From?.NetUnitPrice ?? null),
            money(line.To?.NetUnitPrice ?? null),
            signed(line.ExtendedNetDelta),
          );
        return { cells };
      }),
    );
  }
  if (priced) {
    drawSectionTitle(layout, 'Totals', 40);
    drawTable(
      layout,
      [
        { header: '', share: 0.55 },
        { header: label(comparison.From), share: 0.15, align: 'right' },
        { header: label(comparison.To), share: 0.15, align: 'right' },
        { header: 'Delta', share: 0.15, align: 'right' },
      ],
      [
        {
          cells: [
            'Quote total',
            money(comparison.From.Total),
            money(comparison.To.Total),
            signed(comparison.TotalDelta),
          ],
          strong: true,
        },
        { cells: ['of which net adds', '', '', signed(comparison.NetAddsDelta)] },
      ],
    );
    drawParagraph(layout, `Total delta ${signed(comparison.TotalDelta)}`);
  } else drawParagraph(layout, 'This copy is printed without prices.', { muted: true });
  return finishPdf(layout);
}
