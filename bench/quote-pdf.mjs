// Issue 6 and 17 figure: the quote PDF of a 100-line quote addressed to a party, with every line's
// options in words (the proposal: "Proposal to" block, options in words, terms and acceptance block;
// four schedules, net adds, totals), rendered in this Node process by the server's document code
// (apps/server/src/modules/document/quote-pdf.ts) with pdfkit and its standard fonts, from the same
// sample data the document tests use. The database read is not part of the figure (bench/quotes.mjs
// measures pricing a quote). Target: median < 50 ms. The same quote without a party (a plain quote)
// and its part summary PDF are printed beside it for context.
// Standalone: node bench/quote-pdf.mjs (bundles the TypeScript with esbuild first, ~1 s).
import path from 'node:path';
import { importBundle, isMain, repoRoot, roundTo, summarize } from './lib.mjs';

export const quotePdfTarget = { medianMs: 50 };

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
  const data = documents.sampleQuoteDocument(100, { proposal: true });
  const plainData = documents.sampleQuoteDocument(100);
  const coldStart = performance.now();
  await documents.renderQuotePdf(data);
  const firstMs = round(performance.now() - coldStart);
  const quote = await time(() => documents.renderQuotePdf(data), iterations, warmup);
  const plain = await time(() => documents.renderQuotePdf(plainData), Math.ceil(iterations / 2), 2);
  const parts = await time(() => documents.renderPartSummaryPdf(data), Math.ceil(iterations / 2), 2);
  return {
    target: `quote PDF of 100 lines addressed to a party, with options in words: median < ${quotePdfTarget.medianMs} ms`,
    pass: quote.medianMs < quotePdfTarget.medianMs,
    firstMs,
    quote,
    plain,
    parts,
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export function describeQuotePdf(result) {
  return [
    `Quote PDF (proposal), 100 lines with options in words, addressed to a party: median ${result.quote.medianMs} ms, p95 ${result.quote.p95Ms} ms (${result.quote.runs} runs, ${kib(result.quote.bytes)}); first render ${result.firstMs} ms`,
    `Same quote without a party or options in words: median ${result.plain.medianMs} ms, p95 ${result.plain.p95Ms} ms (${result.plain.runs} runs, ${kib(result.plain.bytes)})`,
    `Part summary PDF, same quote: median ${result.parts.medianMs} ms, p95 ${result.parts.p95Ms} ms (${result.parts.runs} runs, ${kib(result.parts.bytes)})`,
  ];
}

if (isMain(import.meta.url)) {
  const result = await benchQuotePdf();
  for (const line of describeQuotePdf(result)) console.log(line);
  console.log(`Target ${result.target}: ${result.pass ? 'PASS' : 'MISS'}`);
}
