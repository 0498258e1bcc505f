import { describe, expect, it } from 'vitest';
import { readPdfText, renderPdfPageToPng } from '../../test/pdf-inspect.ts';
import { sampleQuoteDocument } from '../../test/quote-document-fixtures.ts';
import { renderPartSummaryPdf, summarizeParts } from './part-summary-pdf.ts';
import { formatMoney, renderQuotePdf } from './quote-pdf.ts';

const squeezed = (text: string) => text.replace(/\s+/g, '');
/** Pages of the 100-line sample quote. */
const PAGES = 5;
const tagsIn = (text: string) => new Set(text.match(/UNIT-\d+/g) ?? []);

describe('renderQuotePdf (100 lines)', () => {
  const data = sampleQuoteDocument(100);
  const lines = data.schedules.flatMap((schedule) => schedule.lines);

  it('prints every tag, model code and price, the net adds and the total on numbered pages', async () => {
    const pdf = await readPdfText(await renderQuotePdf(data));
    // 100 rows under four schedule titles, the longer model codes wrapped beside the list, net and
    // extended price columns: about 25 rows under the identity block of page 1, fewer than 30 on
    // each next page, and the last holds the net adds, totals and terms.
    expect(pdf.pageCount).toBe(PAGES);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${PAGES}`);
      expect(page).toContain('Quote Q-2026-000100');
    });
    expect(tagsIn(pdf.text)).toEqual(new Set(lines.map((line) => line.tag)));
    for (const line of lines) expect(squeezed(pdf.text)).toContain(squeezed(line.codeString));
    for (const schedule of data.schedules) expect(pdf.text).toContain(`Schedule: ${schedule.name}`);
    expect(pdf.text).toContain(formatMoney('1850.00'));
    expect(pdf.text).toMatch(new RegExp(`Quote total\\s*\\${formatMoney(data.totals?.total ?? 'x')}`));
    expect(pdf.text).toContain('Sacramento, CA 95834');
    expect(pdf.text).toContain('valid until 2026-12-20');
  });

  it('holds no price at all when made for a reader without prices', async () => {
    const pdf = await readPdfText(await renderQuotePdf(sampleQuoteDocument(100, { showPrices: false })));
    expect(pdf.text).not.toContain('$');
    expect(pdf.text).not.toMatch(/\d\.\d\d\b/);
    expect(tagsIn(pdf.text).size).toBe(100);
    expect(pdf.text).toContain('This copy is printed without prices.');
  });

  it('paints its first page with the brand colours (PNG kept in test-artifacts/)', async () => {
    const page = await renderPdfPageToPng(await renderQuotePdf(data), 1, 'quote-pdf-100-lines-page-1.png');
    expect(page.width).toBeGreaterThan(800);
    expect(page.inkRatio).toBeGreaterThan(0.05);
    expect(page.colors).toBeGreaterThan(8);
  });
});

describe('renderQuotePdf as a proposal (100 lines, the benchmark quote)', () => {
  it('names the party, prints every line’s options in words and the acceptance block, on numbered pages', async () => {
    const data = sampleQuoteDocument(100, { proposal: true });
    const pdf = await readPdfText(await renderQuotePdf(data));
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toMatch(/Proposal to\s*Bayside Mechanical Inc\. \(Mechanical contractor\)/);
    expect(text).toContain('Pat Lee');
    expect(text).toContain('Equipment options in words');
    const lines = data.schedules.flatMap((schedule) => schedule.lines);
    for (const line of lines) {
      expect(line.optionsInWords).toHaveLength(10);
      expect(squeezed(pdf.text)).toContain(squeezed(`${line.tag} (${line.qty} × ${line.modelName}):`));
    }
    expect(text).toContain('Valve package: 3-way modulating, 3/4 in.');
    expect(text).toContain('Accepted on behalf of Bayside Mechanical Inc.');
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pdf.pageCount}`);
    });
  });
});

describe('renderPartSummaryPdf', () => {
  it('sums quantities per model code and lists their tags, without prices', async () => {
    const data = sampleQuoteDocument(100);
    const parts = summarizeParts(data);
    expect(parts).toHaveLength(100);
    const pdf = await readPdfText(await renderPartSummaryPdf(data));
    expect(pdf.text).not.toContain('$');
    expect(pdf.text).toContain('Part summary Q-2026-000100');
    expect(pdf.text).toContain(
      `100 model codes, ${parts.reduce((sum, part) => sum + part.totalQty, 0)} units`,
    );
    expect(tagsIn(pdf.text).size).toBe(100);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pdf.pageCount}`);
    });
    const page = await renderPdfPageToPng(
      await renderPartSummaryPdf(data),
      1,
      'part-summary-100-lines-page-1.png',
    );
    expect(page.inkRatio).toBeGreaterThan(0.05);
  });

  it('groups lines of one model code into one row', () => {
    const data = sampleQuoteDocument(4);
    const first = data.schedules[0]?.lines[0];
    if (!first) throw new Error('sample without lines');
    data.schedules[3]?.lines.push({ ...first, tag: 'UNIT-99', qty: 5 });
    const row = summarizeParts(data).find((part) => part.codeString === first.codeString);
    expect(row).toMatchObject({ totalQty: first.qty + 5, tags: [first.tag, 'UNIT-99'] });
    expect(row?.schedules).toEqual([data.schedules[0]?.name, data.schedules[3]?.name]);
  });
});
