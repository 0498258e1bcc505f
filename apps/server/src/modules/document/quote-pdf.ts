import { formatCents, parseCents, sumCents } from '@airquote/shared/rules/money';
import {
  createPdfLayout,
  drawKeyValues,
  drawParagraph,
  drawSectionTitle,
  drawTable,
  finishPdf,
  type PdfBranding,
  type TableColumn,
  type TableRow,
} from './pdf-layout.ts';
import {
  drawAcceptanceBlock,
  drawOptionsInWords,
  drawProposalParties,
  proposalTerms,
  type QuoteProposal,
} from './quote-proposal.ts';

/** One line as a quote document shows it; the prices are null for readers who may not see prices. */
export type QuoteDocumentLine = {
  tag: string;
  qty: number;
  modelName: string;
  codeString: string;
  description: string;
  /** Unit list price as configured (base + adders), the figure of the line-item grid. */
  unitListPrice: string | null;
  netUnitPrice: string | null;
  extendedNetPrice: string | null;
  /** The chosen options in words (issue 17); absent in documents that print the code string only. */
  optionsInWords?: string[];
};

export type QuoteDocumentAddress = {
  address1: string;
  address2: string;
  city: string;
  stateProvinceCode: string;
  postalCode: string;
  countryCode: string;
};

/** Everything a quote PDF or part summary prints, already filtered for its reader. */
export type QuoteDocumentData = {
  branding: PdfBranding;
  quoteNumber: string;
  revision: number;
  projectName: string;
  companyName: string;
  statusName: string;
  preparedBy: string;
  /** ISO date (yyyy-mm-dd) of the document. */
  printedOn: string;
  quoteDate: string;
  validUntil: string;
  shipTo: QuoteDocumentAddress | null;
  billTo: QuoteDocumentAddress | null;
  schedules: { name: string; lines: QuoteDocumentLine[] }[];
  netAdds: { type: string; description: string; amount: string | null }[];
  /** Null for readers who may not see prices, or while a line has no multiplier. */
  totals: { lineItemsTotal: string; netAddsTotal: string; total: string } | null;
  /** False: no price, subtotal or total anywhere in the document (spec section 6). */
  showPrices: boolean;
  /** Addressee, rep contact, proposal terms and acceptance block (issue 17); absent: a plain quote. */
  proposal?: QuoteProposal;
};

/** The validity and terms printed under every quote (docs/domain.md section 8). */
export function quoteTerms(validUntil: string): string[] {
  return [
    `This quote is valid until ${validUntil}. Prices are net, in US dollars, F.O.B. factory, freight as listed under net adds.`,
    'Taxes are not included. Payment terms: net 30 days from invoice, subject to credit approval.',
    'Equipment is as described by the model code strings above; any change of options requires a revised quote.',
    'Lead times are confirmed with the order acknowledgement. The customer terms of use of the manufacturer apply.',
  ];
}

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "1234.5" → "$1,234.50"; the amounts are decimal strings exact to the cent. */
export function formatMoney(amount: string): string {
  return moneyFormat.format(Number(amount));
}

export function formatAddress(address: QuoteDocumentAddress | null): string {
  if (!address) return 'Not set';
  const cityLine = [address.city, [address.stateProvinceCode, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.address1, address.address2, cityLine, address.countryCode].filter(Boolean).join('\n');
}

export function quoteLabel(data: Pick<QuoteDocumentData, 'quoteNumber' | 'revision'>): string {
  return `${data.quoteNumber} rev ${data.revision}`;
}

/** Project, customer, quote and addresses in two columns under the header. */
export function drawQuoteIdentity(layout: ReturnType<typeof createPdfLayout>, data: QuoteDocumentData): void {
  const { doc } = layout;
  const top = doc.y;
  const half = layout.width / 2 - 10;
  const leftBottom = drawKeyValues(
    layout,
    [
      ['Project', data.projectName],
      ['Customer', data.companyName],
      ['Ship to', formatAddress(data.shipTo)],
      ['Bill to', formatAddress(data.billTo)],
    ],
    layout.left,
    top,
    half,
  );
  const rightBottom = drawKeyValues(
    layout,
    [
      ['Quote', data.quoteNumber],
      ['Revision', String(data.revision)],
      ['Status', data.statusName],
      ['Quote date', data.quoteDate],
      ['Valid until', data.validUntil],
      ['Prepared by', data.preparedBy],
    ],
    layout.left + half + 20,
    top,
    half,
  );
  doc.x = layout.left;
  doc.y = Math.max(leftBottom, rightBottom) + 6;
}

function lineColumns(showPrices: boolean): TableColumn[] {
  if (!showPrices) {
    return [
      { header: 'Tag', share: 0.13 },
      { header: 'Qty', share: 0.06, align: 'right' },
      { header: 'Model code', share: 0.33, wrap: true },
      { header: 'Description', share: 0.48, wrap: true },
    ];
  }
  return [
    { header: 'Tag', share: 0.09 },
    { header: 'Qty', share: 0.05, align: 'right' },
    { header: 'Model code', share: 0.31, wrap: true },
    { header: 'Description', share: 0.22, wrap: true },
    { header: 'List unit', share: 0.11, align: 'right' },
    { header: 'Net unit', share: 0.11, align: 'right' },
    { header: 'Net price', share: 0.11, align: 'right' },
  ];
}

function lineRow(line: QuoteDocumentLine, showPrices: boolean): TableRow {
  const cells = [line.tag, String(line.qty), line.codeString || line.modelName, line.description];
  if (showPrices) {
    cells.push(
      line.unitListPrice === null ? 'n/a' : formatMoney(line.unitListPrice),
      line.netUnitPrice === null ? 'n/a' : formatMoney(line.netUnitPrice),
      line.extendedNetPrice === null ? 'n/a' : formatMoney(line.extendedNetPrice),
    );
  }
  return { cells };
}

/**
 * The customer's quote: identity block, line items grouped by schedule, net adds, totals, validity and
 * terms. Without showPrices the price columns, net-add amounts and totals are left out entirely.
 */
export async function renderQuotePdf(data: QuoteDocumentData): Promise<Buffer> {
  const label = quoteLabel(data);
  const layout = createPdfLayout({
    branding: data.branding,
    title: `Quote ${data.quoteNumber}`,
    subtitle: `${data.projectName} · Revision ${data.revision}`,
    footerNote: `Quote ${label} · ${data.projectName} · printed ${data.printedOn}${data.showPrices ? '' : ' · without prices'}`,
    info: { Title: `Quote ${label}`, Subject: data.projectName, Author: data.preparedBy },
  });
  const { doc } = layout;
  drawQuoteIdentity(layout, data);
  if (data.proposal) drawProposalParties(layout, data.proposal);

  const showPrices = data.showPrices;
  const columns = lineColumns(showPrices);
  for (const schedule of data.schedules) {
    drawSectionTitle(layout, `Schedule: ${schedule.name}`);
    if (schedule.lines.length === 0) {
      drawParagraph(layout, 'No active line items.', { muted: true });
      continue;
    }
    const rows = schedule.lines.map((line) => lineRow(line, showPrices));
    if (showPrices) {
      const lineTotals = schedule.lines.map((line) => line.extendedNetPrice);
      const cents = lineTotals.map((value) => (value === null ? null : parseCents(value)));
      const subtotal = cents.every((value) => value !== null)
        ? formatMoney(formatCents(sumCents(cents as number[])))
        : 'n/a';
      rows.push({
        cells: ['', '', '', `Schedule subtotal (${schedule.lines.length} lines)`, '', '', subtotal],
        strong: true,
      });
    }
    drawTable(layout, columns, rows);
  }

  if (data.proposal) drawOptionsInWords(layout, data.schedules);

  if (data.netAdds.length > 0) {
    drawSectionTitle(layout, 'Net adds');
    drawTable(
      layout,
      showPrices
        ? [
            { header: 'Type', share: 0.16 },
            { header: 'Description', share: 0.66, wrap: true },
            { header: 'Amount', share: 0.18, align: 'right' },
          ]
        : [
            { header: 'Type', share: 0.16 },
            { header: 'Description', share: 0.84, wrap: true },
          ],
      data.netAdds.map((netAdd) => ({
        cells: showPrices
          ? [netAdd.type, netAdd.description, netAdd.amount === null ? 'n/a' : formatMoney(netAdd.amount)]
          : [netAdd.type, netAdd.description],
      })),
    );
  }

  if (showPrices) {
    drawSectionTitle(layout, 'Totals', 60);
    const totals = data.totals;
    drawTable(
      layout,
      [
        { header: 'Summary', share: 0.7 },
        { header: 'Amount', share: 0.3, align: 'right' },
      ],
      totals
        ? [
            { cells: ['Line items', formatMoney(totals.lineItemsTotal)] },
            { cells: ['Net adds', formatMoney(totals.netAddsTotal)] },
            { cells: ['Quote total', formatMoney(totals.total)], strong: true },
          ]
        : [
            {
              cells: ['Quote total', 'Not available: a line has no multiplier for its category'],
              strong: true,
            },
          ],
    );
  }

  drawSectionTitle(layout, 'Validity and terms', 50);
  const terms = quoteTerms(data.validUntil);
  if (!showPrices) terms.unshift('This copy is printed without prices.');
  if (data.proposal) terms.push(...proposalTerms());
  for (const term of terms) drawParagraph(layout, `• ${term}`);
  if (data.proposal) drawAcceptanceBlock(layout, data.proposal.addressee);
  doc.x = layout.left;
  return finishPdf(layout);
}
