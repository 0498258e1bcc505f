import { ProductType } from '@airquote/shared/enums/lookups';
import { drawKeyValues, drawSectionTitle, type PdfDoc, type PdfLayout, pdfFonts } from './pdf-layout.ts';
import type { SubmittalUnit } from './submittal-unit.ts';

/**
 * A dimensioned drawing of one unit built from the catalog's length, width and height: front, top and
 * side views at one scale, with dimension lines, air-flow arrows, the coil connection side, the
 * electrical box and a title block. Vector paths only, so it prints sharp at any size.
 */

const INK = '#1f2a33';
const DIMENSION = '#2b5d8a';

function arrowHead(doc: PdfDoc, x: number, y: number, angle: number, size = 4): void {
  doc
    .save()
    .translate(x, y)
    .rotate((angle * 180) / Math.PI)
    .moveTo(0, 0)
    .lineTo(-size, -size / 2.4)
    .lineTo(-size, size / 2.4)
    .closePath()
    .fillColor(DIMENSION)
    .fill()
    .restore();
}

/** A dimension line between two points, offset from the part, with extension lines and the value in inches. */
function dimension(
  doc: PdfDoc,
  from: [number, number],
  to: [number, number],
  offset: number,
  inches: number,
): void {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const horizontal = Math.abs(y2 - y1) < Math.abs(x2 - x1);
  const [ox, oy] = horizontal ? [0, offset] : [offset, 0];
  const a: [number, number] = [x1 + ox, y1 + oy];
  const b: [number, number] = [x2 + ox, y2 + oy];
  doc.save().lineWidth(0.4).strokeColor(DIMENSION);
  doc
    .moveTo(x1, y1)
    .lineTo(a[0] + Math.sign(ox) * 3, a[1] + Math.sign(oy) * 3)
    .stroke();
  doc
    .moveTo(x2, y2)
    .lineTo(b[0] + Math.sign(ox) * 3, b[1] + Math.sign(oy) * 3)
    .stroke();
  doc.lineWidth(0.6).moveTo(a[0], a[1]).lineTo(b[0], b[1]).stroke();
  const angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
  arrowHead(doc, b[0], b[1], angle);
  arrowHead(doc, a[0], a[1], angle + Math.PI);
  const text = `${inches.toFixed(1)}"`;
  doc.font(pdfFonts.bold).fontSize(7.5).fillColor(DIMENSION);
  const textWidth = doc.widthOfString(text);
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  if (horizontal) doc.text(text, mx - textWidth / 2, my + (offset > 0 ? 2 : -10), { lineBreak: false });
  else {
    doc
      .save()
      .translate(mx + (offset > 0 ? 2 : -10), my + textWidth / 2)
      .rotate(-90);
    doc.text(text, 0, 0, { lineBreak: false });
    doc.restore();
  }
  doc.restore();
}

function airArrow(doc: PdfDoc, x: number, y: number, dx: number, dy: number, text: string): void {
  doc
    .save()
    .lineWidth(1.2)
    .strokeColor('#b5452b')
    .moveTo(x, y)
    .lineTo(x + dx, y + dy)
    .stroke();
  arrowHead(doc, x + dx, y + dy, Math.atan2(dy, dx), 6);
  doc.font(pdfFonts.regular).fontSize(7).fillColor('#b5452b');
  doc.text(text, x + dx / 2 - 30, y + dy / 2 + (dy === 0 ? 4 : 0) + (dx === 0 ? 0 : 0), {
    width: 60,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();
}

function viewLabel(doc: PdfDoc, text: string, x: number, y: number, width: number): void {
  doc
    .font(pdfFonts.bold)
    .fontSize(8)
    .fillColor(INK)
    .text(text, x, y, { width, align: 'center', lineBreak: false });
}

export function drawUnitDrawingPage(layout: PdfLayout, unit: SubmittalUnit, projectName: string): void {
  const { doc, colors } = layout;
  drawSectionTitle(layout, `Drawings — ${unit.tag}`);
  const top = doc.y + 6;
  const dims = unit.dimensions;
  if (!dims) {
    doc.font(pdfFonts.regular).fontSize(10).fillColor('#666666');
    doc.text(
      `No catalog dimensions for ${unit.modelName}; the factory issues certified drawings on order.`,
      layout.left,
      top,
    );
    return;
  }
  const { lengthIn: length, widthIn: width, heightIn: height } = dims;
  // Front (length × height) and side (width × height) side by side, top view (length × width) under the front.
  const areaWidth = layout.width - 70;
  const areaHeight = 330;
  const scale = Math.min((areaWidth - 150) / (length + width), (areaHeight - 60) / (height + width));
  const frontX = layout.left + 40;
  const frontY = top + 30;
  const front = { w: length * scale, h: height * scale };
  const sideX = frontX + front.w + 60;
  const topY = frontY + front.h + 50;
  const plan = { w: length * scale, h: width * scale };

  doc.save().lineWidth(1.1).strokeColor(INK);
  doc.rect(frontX, frontY, front.w, front.h).stroke();
  doc.rect(sideX, frontY, width * scale, front.h).stroke();
  doc.rect(frontX, topY, plan.w, plan.h).stroke();
  // Front: supply grille (or discharge collar) and filter/return in the lower half; electrical box opposite the coil connections.
  doc.lineWidth(0.5).strokeColor('#5a6670');
  doc.rect(frontX + front.w * 0.12, frontY + front.h * 0.12, front.w * 0.56, front.h * 0.3).stroke();
  doc
    .rect(frontX + front.w * 0.12, frontY + front.h * 0.55, front.w * 0.56, front.h * 0.3)
    .dash(2, { space: 2 })
    .stroke()
    .undash();
  const connectionsLeft = unit.coilConnection !== 2;
  const boxX = connectionsLeft ? frontX + front.w * 0.78 : frontX + front.w * 0.04;
  doc.rect(boxX, frontY + front.h * 0.15, front.w * 0.16, front.h * 0.35).stroke();
  const pipeX = connectionsLeft ? frontX : frontX + front.w;
  for (const fraction of unit.productTypeId === ProductType.WSHP ? [0.35, 0.6] : [0.3, 0.5, 0.7]) {
    doc
      .circle(pipeX, frontY + front.h * fraction, 3)
      .fillColor(DIMENSION)
      .fill();
  }
  // Side view: coil slab and drain pan.
  doc
    .rect(sideX + width * scale * 0.35, frontY + front.h * 0.1, width * scale * 0.12, front.h * 0.75)
    .stroke();
  doc
    .rect(sideX + width * scale * 0.1, frontY + front.h * 0.88, width * scale * 0.8, front.h * 0.06)
    .stroke();
  // Top view: coil slab across the length, the fan wheels behind it and the filter at the return.
  doc.rect(frontX + plan.w * 0.06, topY + plan.h * 0.35, plan.w * 0.7, plan.h * 0.12).stroke();
  const wheel = Math.min(plan.h * 0.16, plan.w * 0.08);
  for (const fraction of [0.26, 0.56])
    doc.circle(frontX + plan.w * fraction, topY + plan.h * 0.72, wheel).stroke();
  doc
    .moveTo(frontX + plan.w * 0.06, topY + plan.h * 0.94)
    .lineTo(frontX + plan.w * 0.76, topY + plan.h * 0.94);
  doc.dash(2, { space: 2 }).stroke().undash();
  doc.font(pdfFonts.regular).fontSize(6.5).fillColor('#5a6670');
  doc.text('COIL', frontX + plan.w * 0.06 + 3, topY + plan.h * 0.35 - 9, { lineBreak: false });
  doc.text('FAN', frontX + plan.w * 0.26 + wheel + 3, topY + plan.h * 0.72 - 3, { lineBreak: false });
  doc.text('FILTER', frontX + plan.w * 0.78, topY + plan.h * 0.94 - 3, { lineBreak: false });
  doc.text('ELEC.', boxX + 2, frontY + front.h * 0.15 + 2, { lineBreak: false });
  doc.restore();

  dimension(doc, [frontX, frontY + front.h], [frontX + front.w, frontY + front.h], 16, length);
  dimension(doc, [frontX, frontY], [frontX, frontY + front.h], -16, height);
  dimension(doc, [sideX, frontY + front.h], [sideX + width * scale, frontY + front.h], 16, width);
  dimension(doc, [frontX + plan.w, topY], [frontX + plan.w, topY + plan.h], 16, width);
  airArrow(doc, sideX - 40, frontY + front.h * 0.5, 28, 0, 'Return air');
  airArrow(doc, sideX + width * scale + 6, frontY + front.h * 0.3, 28, 0, 'Supply air');
  viewLabel(doc, 'FRONT VIEW', frontX, frontY - 14, front.w);
  viewLabel(doc, 'SIDE VIEW', sideX, frontY - 14, width * scale);
  viewLabel(doc, 'TOP VIEW', frontX, topY + plan.h + 20, plan.w);
  doc.font(pdfFonts.regular).fontSize(7).fillColor(DIMENSION);
  doc.text(
    `Coil connections ${connectionsLeft ? 'left' : 'right'} hand (facing the supply air), electrical box opposite`,
    frontX,
    frontY + front.h + 34,
    { width: front.w + 120, lineBreak: false },
  );

  // Data and title block at the bottom of the page.
  const blockY = Math.max(topY + plan.h + 44, top + areaHeight + 40);
  const half = layout.width / 2 - 10;
  drawKeyValues(
    layout,
    [
      ['Length × width × height', `${length.toFixed(1)} × ${width.toFixed(1)} × ${height.toFixed(1)} in.`],
      ['Shipping weight', `${dims.weightLb.toFixed(0)} lb`],
      ['Nominal airflow', `${unit.nominalCfm} cfm`],
      ['Coil connections', connectionsLeft ? 'Left hand' : 'Right hand'],
    ],
    layout.left,
    blockY,
    half,
    120,
  );
  drawKeyValues(
    layout,
    [
      ['Project', projectName],
      ['Tag', `${unit.tag} (qty ${unit.qty})`],
      ['Model code', unit.codeString || unit.modelName],
      ['Scale', 'Not to scale; dimensions in inches'],
    ],
    layout.left + half + 20,
    blockY,
    half,
    70,
  );
  doc.save().lineWidth(0.8).strokeColor(colors.primaryMain);
  doc.rect(layout.left - 4, blockY - 6, layout.width + 8, 66).stroke();
  doc.restore();
  doc.x = layout.left;
}
