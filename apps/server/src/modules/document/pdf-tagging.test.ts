import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { readPdfTagging } from '../../test/pdf-tagging-inspect.ts';
import { sampleQuoteDocument } from '../../test/quote-document-fixtures.ts';
import { renderQuotePdf } from './quote-pdf.ts';

describe('tagged quote PDF', () => {
  it('has a structure tree, marked content, a language and a displayed title', async () => {
    const bytes = await renderQuotePdf(sampleQuoteDocument(30));
    const tagging = await readPdfTagging(bytes);
    expect(tagging.hasStructTreeRoot).toBe(true);
    expect(tagging.marked).toBe('true');
    expect(tagging.displayDocTitle).toBe('true');
    expect(tagging.lang).toBe('en-US');
    expect(tagging.title).toMatch(/Q-2026-000100|Quote/);
    // Reading order: the document heading first, then its sections and tables.
    expect(tagging.types[0]).toBe('Document');
    expect(tagging.types[1]).toBe('H1');
    for (const type of ['H2', 'Table', 'TR', 'TH', 'TD']) expect(tagging.types).toContain(type);
    expect(tagging.types.filter((type) => type === 'TR').length).toBeGreaterThan(30);
    // Every page's marked content is linked to the tree through its /StructParents key.
    expect(tagging.pagesWithStructParents).toBe(tagging.pageCount);
    const pdf = await readPdfText(bytes);
    expect(pdf.text).toContain('UNIT-30');
  });
});
