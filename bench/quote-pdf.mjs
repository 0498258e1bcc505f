// Issue 6 figure: the quote PDF of a 100-line quote (four schedules, net adds, totals, terms), rendered
// in this Node process by the server's document code (apps/server/src/modules/document/quote-pdf.ts)
// with pdfkit and its standard fonts, from the same sample data the document tests use. The database
// read is not part of the figure (bench/quotes.mjs measures pricing a quote). Target: median < 300 ms.
// The part summary PDF of the same quote is printed beside it for context.
// Standalone: node bench/quote-pdf.mjs (bundles the TypeScript with esbuild first, ~1 s).
import path from 'node:path';
import { importBundle, isMain, repoRoot, roundTo, summarize } from './lib.mjs';

export const quotePdfTarget = { medianMs: 300 };

const round = (ms) => roundTo(ms, 1);

/** The document code bundled as the server bundles it (shared package included); pdfkit stays an import. */
function loadDocuments() {
  return importBundle({
    name: 'quote-pdf',
    contents: [
      "export { renderQuotePdf } from './modules/document/quote-pdf.ts';",
      "export { renderPartSummaryPdf } from './modules/document/part-summary-pdf.ts';",
      "export { sampleQuoteDocument } from './test/quote-document-fixtures.ts';",
    ].join('\n'),
    resolveDir: path.join(repoRoot, 'apps/server/src'),
    external: ['pdfkit'],
  });
}

async function time(render, iterations, warmup) {
  const samples = [];
  let bytes = 0;
  for (let iteration = 0; iteration < warmup + iterations; iteration++) {
    const started = performance.now();
    const pdf = await render();
    const elapsed = performance.now() - started;
    bytes = pdf.length;
    if (iteration >= warmup) samples.push(elapsed);
  }
  return { ...summarize(samples), bytes };
}

export async function benchQuotePdf({ iterations = 40, warmup = 5 } = {}) {
  const documents = await loadDocuments();
  const data = documents.sampleQuoteDocument(100);
  const coldStart = performance.now();
  await documents.renderQuotePdf(data);
  const firstMs = round(performance.now() - coldStart);
  const quote = await time(() => documents.renderQuotePdf(data), iterations, warmup);
  const parts = await time(() => documents.renderPartSummaryPdf(data), Math.ceil(iterations / 2), 2);
  return {
    target: `quote PDF with 100 line items: median < ${quotePdfTarget.medianMs} ms`,
    pass: quote.medianMs < quotePdfTarget.medianMs,
    firstMs,
    quote,
    parts,
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export function describeQuotePdf(result) {
  return [
    `Quote PDF, 100 line items: median ${result.quote.medianMs} ms, p95 ${result.quote.p95Ms} ms (${result.quote.runs} runs, ${kib(result.quote.bytes)}); first render ${result.firstMs} ms`,
    `Part summary PDF, same quote: median ${result.parts.medianMs} ms, p95 ${result.parts.p95Ms} ms (${result.parts.runs} runs, ${kib(result.parts.bytes)})`,
  ];
}

if (isMain(import.meta.url)) {
  const result = await benchQuotePdf();
  for (const line of describeQuotePdf(result)) console.log(line);
  console.log(`Target ${result.target}: ${result.pass ? 'PASS' : 'MISS'}`);
}
