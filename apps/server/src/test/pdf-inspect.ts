import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, DOMMatrix, ImageData, Path2D } from '@napi-rs/canvas';

// pdf.js paints with the DOM's Path2D and DOMMatrix: give it the skia canvas's before it loads.
Object.assign(globalThis, { Path2D, DOMMatrix, ImageData });
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * Reads generated PDFs the way a reader would: pdf.js (Mozilla's PDF engine) parses them, extracts
 * the text of every page and paints a page with the skia canvas. A PDF pdf.js cannot open fails the test.
 */

export type PdfText = { pageCount: number; pages: string[]; text: string };

/** Where tests keep what a person should look at (gitignored): <repo>/test-artifacts. */
export const testArtifactsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test-artifacts',
);

async function open(bytes: Uint8Array) {
  // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await open(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  await pdf.destroy();
  return { pageCount: pages.length, pages, text: pages.join('\n') };
}

export type RenderedPage = { file: string; width: number; height: number; inkRatio: number; colors: number };

/**
 * Paints one page to a PNG under test-artifacts/ and says how much of it is ink (non-white pixels)
 * and how many distinct colours it holds, so a test can tell a blank page from a drawn one.
 */
export async function renderPdfPageToPng(
  bytes: Uint8Array,
  pageNumber: number,
  fileName: string,
): Promise<RenderedPage> {
  const pdf = await open(bytes);
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1.5 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM's; the skia canvas implements the same 2D API.
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let ink = 0;
  const colors = new Set<number>();
  for (let index = 0; index < pixels.length; index += 4) {
    const red = pixels[index] ?? 255;
    const green = pixels[index + 1] ?? 255;
    const blue = pixels[index + 2] ?? 255;
    if (red < 240 || green < 240 || blue < 240) ink++;
    if (index % 64 === 0) colors.add(((red >> 4) << 8) | ((green >> 4) << 4) | (blue >> 4));
  }
  await mkdir(testArtifactsFolder, { recursive: true });
  const file = path.join(testArtifactsFolder, fileName);
  await writeFile(file, await canvas.encode('png'));
  await pdf.destroy();
  return {
    file,
    width: canvas.width,
    height: canvas.height,
    inkRatio: ink / (pixels.length / 4),
    colors: colors.size,
  };
}
