import type PDFDocument from 'pdfkit';

/**
 * Tagged PDF (ADR 0036): every generated document gets a structure tree (StructTreeRoot with one
 * Document element), /MarkInfo << /Marked true >>, /Lang and a title the viewer shows
 * (/ViewerPreferences << /DisplayDocTitle true >>). The main text blocks and tables are wrapped in
 * marked content (BDC … EMC) linked to H1/H2/P/Table/TR/TH/TD elements in drawing order, which is the
 * reading order a screen reader follows; page headers and footers are marked as pagination artifacts.
 * pdfkit writes the low-level objects (struct elements, parent tree, MCIDs); this module decides
 * which parts of a page are which element, so both the quote and the submittal use the same rules.
 */

type PdfDoc = InstanceType<typeof PDFDocument>;
type StructElement = ReturnType<PdfDoc['struct']>;

export type BlockTag = 'H1' | 'H2' | 'H3' | 'P' | 'Caption';

/** The language every generated document is written in. */
export const DOCUMENT_LANGUAGE = 'en-US';

/** PDFDocument options that make a tagged document with a language and a displayed title. */
export const taggedDocumentOptions = {
  tagged: true,
  lang: DOCUMENT_LANGUAGE,
  displayTitle: true,
  pdfVersion: '1.7',
} as const;

type TagState = { root: StructElement; title: StructElement | null; open: StructElement[]; depth: number };
const states = new WeakMap<PdfDoc, TagState>();

/** Starts the document's structure tree: one Document element that every later block goes into. */
export function startDocumentStructure(doc: PdfDoc): void {
  if (states.has(doc)) return;
  const root = doc.struct('Document');
  doc.addStructure(root);
  // The heading is drawn last (in the first page's header) but read first: its element comes first.
  const title = doc.struct('H1');
  root.add(title);
  states.set(doc, { root, title, open: [], depth: 0 });
}

/**
 * Draws the document's heading (the first page's header title) as the H1 that opens the reading
 * order; called once, with the first page current. Without a structure it just draws.
 */
export function tagDocumentTitle(doc: PdfDoc, draw: () => void): void {
  const state = states.get(doc);
  if (!state?.title || state.depth > 0) {
    draw();
    return;
  }
  const title = state.title;
  state.title = null;
  state.depth++;
  try {
    title.add(draw);
  } finally {
    state.depth--;
    title.end();
  }
}

function parentOf(state: TagState): StructElement {
  return state.open[state.open.length - 1] ?? state.root;
}

/**
 * Draws `draw` as one structure element of type `tag` (its text becomes marked content).
 * Inside another marked block (or in an untagged document) it just draws: marked content does not nest.
 */
export function tagBlock(doc: PdfDoc, tag: BlockTag | 'TH' | 'TD', draw: () => void): void {
  const state = states.get(doc);
  if (!state || state.depth > 0) {
    draw();
    return;
  }
  const element = doc.struct(tag);
  parentOf(state).add(element);
  state.depth++;
  try {
    element.add(draw);
  } finally {
    state.depth--;
    element.end();
  }
}

/**
 * Draws `draw` inside a grouping element (Table, TR, Sect …): blocks tagged while it runs become its
 * children. Text drawn directly (not through tagBlock) stays untagged.
 */
export function tagGroup(doc: PdfDoc, tag: 'Table' | 'TR' | 'Sect' | 'L' | 'LI', draw: () => void): void {
  const state = states.get(doc);
  if (!state || state.depth > 0) {
    draw();
    return;
  }
  const element = doc.struct(tag);
  parentOf(state).add(element);
  state.open.push(element);
  try {
    draw();
  } finally {
    state.open.pop();
    element.end();
  }
}

/** Draws `draw` as a pagination artifact (headers, footers): read by no screen reader. */
export function asArtifact(doc: PdfDoc, draw: () => void): void {
  const state = states.get(doc);
  if (!state || state.depth > 0) {
    draw();
    return;
  }
  doc.markContent('Artifact', { type: 'Pagination' });
  try {
    draw();
  } finally {
    doc.endMarkedContent();
  }
}

/** Ends the structure tree before the document is written (call right before doc.end()). */
export function endDocumentStructure(doc: PdfDoc): void {
  const state = states.get(doc);
  if (!state) return;
  state.title?.end();
  state.root.end();
  states.delete(doc);
}
