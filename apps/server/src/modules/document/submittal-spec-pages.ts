import { drawParagraph, drawSectionTitle, ensureSpace, type PdfLayout, pdfFonts } from './pdf-layout.ts';
import { mechanicalSpecsFor } from './submittal-mechanical-specs.ts';
import type { SubmittalUnit } from './submittal-unit.ts';

/** The mechanical specification of one product type, section by section, flowing over as many pages as it needs. */
export function drawMechanicalSpecs(
  layout: PdfLayout,
  productTypeName: string,
  units: SubmittalUnit[],
): void {
  const { doc, colors } = layout;
  const [first] = units;
  if (!first) return;
  drawSectionTitle(layout, `Mechanical Specifications — ${productTypeName}`);
  doc.font(pdfFonts.regular).fontSize(8.5).fillColor('#555555');
  doc.text(
    `Applies to: ${units.map((unit) => `${unit.tag} (${unit.modelName})`).join(', ')}`,
    layout.left,
    doc.y,
    {
      width: layout.width,
    },
  );
  doc.moveDown(0.6);
  mechanicalSpecsFor(first.productTypeId).forEach((section, index) => {
    ensureSpace(doc, 60);
    doc.font(pdfFonts.bold).fontSize(10).fillColor(colors.primaryMain);
    doc.text(`2.${String(index + 1).padStart(2, '0')}  ${section.title.toUpperCase()}`, layout.left, doc.y, {
      width: layout.width,
    });
    doc.moveDown(0.25);
    section.paragraphs.forEach((paragraph, paragraphIndex) => {
      drawParagraph(layout, `${String.fromCharCode(65 + paragraphIndex)}.  ${paragraph}`);
    });
    doc.moveDown(0.3);
  });
}
