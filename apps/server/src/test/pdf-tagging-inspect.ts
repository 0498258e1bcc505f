import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, type PDFObject, PDFString } from 'pdf-lib';

/** The catalog facts a screen reader relies on, read back with pdf-lib. */
export async function readPdfTagging(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const catalog = pdf.catalog;
  const lookup = (dict: PDFDict, key: string) => dict.lookup(PDFName.of(key));
  const markInfo = lookup(catalog, 'MarkInfo') as PDFDict | undefined;
  const viewer = lookup(catalog, 'ViewerPreferences') as PDFDict | undefined;
  const lang = lookup(catalog, 'Lang');
  const root = lookup(catalog, 'StructTreeRoot') as PDFDict | undefined;
  const types: string[] = [];
  const walk = (node: PDFObject | undefined, depth: number) => {
    if (!node || depth > 12) return;
    if (node instanceof PDFArray) {
      for (let index = 0; index < node.size(); index++) walk(node.lookup(index), depth);
      return;
    }
    if (!(node instanceof PDFDict)) return;
    const type = node.lookup(PDFName.of('S'));
    if (type instanceof PDFName) types.push(type.decodeText());
    walk(node.lookup(PDFName.of('K')), depth + 1);
  };
  if (root) walk(lookup(root, 'K'), 0);
  const text = (value: PDFObject | undefined) =>
    value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;
  const pages = pdf.getPages();
  return {
    pageCount: pages.length,
    pagesWithStructParents: pages.filter((page) => page.node.has(PDFName.of('StructParents'))).length,
    marked: String(markInfo?.lookup(PDFName.of('Marked'))),
    displayDocTitle: String(viewer?.lookup(PDFName.of('DisplayDocTitle'))),
    lang: text(lang),
    title: pdf.getTitle() ?? null,
    hasStructTreeRoot: root instanceof PDFDict,
    types,
  };
}
