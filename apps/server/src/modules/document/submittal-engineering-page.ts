import { CoilConfiguration } from '@airquote/shared/selection/selection-schemas';
import { drawParagraph, drawSectionTitle, drawTable, type PdfLayout, pdfFonts } from './pdf-layout.ts';
import { tagBlock } from './pdf-tagging.ts';
import { ratingStandard } from './submittal-schedule.ts';
import type { CabinetSide, SubmittalUnit } from './submittal-unit.ts';

/**
 * The per-unit engineering data page of a submittal (ADR 36): pipe connections (size, type,
 * position), service clearances, weight, sound power per octave band per fan speed, the rating
 * standard and a wiring line diagram of the ordered supply, motor, electric heat and controls.
 *
 * Sound power, pipe connections and service clearances are the model's catalog rows (ADR 0044),
 * carried on the SubmittalUnit; a model without rows says so instead of printing numbers.
 */

export const ENGINEERING_DATA_TITLE = 'Engineering Data';
export const OCTAVE_BANDS_HZ = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const;
export const NOT_PUBLISHED = 'Not published for this model.';

type Unit = Pick<SubmittalUnit, 'coilConnection'>;

/** A side in words, the ends named Left or Right by the line item's coil connection (1 Left, 2 Right). */
export function sideName(unit: Unit, side: CabinetSide): string {
  const connectionEnd = unit.coilConnection === 2 ? 'Right' : 'Left';
  const oppositeEnd = connectionEnd === 'Left' ? 'Right' : 'Left';
  switch (side) {
    case 'ConnectionEnd':
      return `${connectionEnd} end`;
    case 'OppositeEnd':
      return `${oppositeEnd} end`;
    default:
      return side;
  }
}

/** Whether the unit is built with a separate heating coil: a 4-pipe selection that heats. */
function hasHeatingCoil(unit: Pick<SubmittalUnit, 'performance'>): boolean {
  const performance = unit.performance;
  return (
    performance?.Kind === 'Coil' &&
    performance.Result.Heating !== null &&
    performance.Input.CoilConfiguration === CoilConfiguration.FourPipe
  );
}

/** The unit's connections with their positions in inches above the base when the height is known. */
export function pipeConnectionCells(unit: SubmittalUnit): string[][] {
  const height = unit.dimensions?.heightIn ?? 0;
  return unit.pipeConnections
    .filter((connection) => connection.coilDuty !== 'Heating' || hasHeatingCoil(unit))
    .map((connection) => {
      const side = sideName(unit, connection.side);
      const position =
        height && connection.heightFraction !== null
          ? `${side}, ${(height * connection.heightFraction).toFixed(1)} in above base`
          : side;
      return [connection.name, connection.size, connection.type, position];
    });
}

function drawWiringDiagram(layout: PdfLayout, unit: SubmittalUnit): void {
  const { doc } = layout;
  const data = unit.electricalData;
  const top = doc.y + 4;
  const left = layout.left + 10;
  const height = 150;
  const ink = '#1f2a33';
  const phases = data?.Phase ?? 1;
  const lines = phases === 3 ? ['L1', 'L2', 'L3'] : ['L1', 'L2'];
  const label = (text: string, x: number, y: number, width = 120) =>
    doc.font(pdfFonts.regular).fontSize(7.5).fillColor(ink).text(text, x, y, { width, lineBreak: false });
  doc.save().lineWidth(0.9).strokeColor(ink);
  // Supply lines into the disconnect and fuses.
  lines.forEach((name, index) => {
    const y = top + 14 + index * 10;
    doc
      .moveTo(left + 24, y)
      .lineTo(left + 150, y)
      .stroke();
    label(name, left, y - 4, 22);
  });
  doc.rect(left + 60, top + 6, 36, 12 + lines.length * 10).stroke();
  label('Disconnect', left + 56, top - 4, 60);
  doc.rect(left + 110, top + 6, 36, 12 + lines.length * 10).stroke();
  label(`Fuse ${data ? `${data.Mop} A` : ''}`, left + 106, top - 4, 60);
  // The bus to the loads.
  const busX = left + 150;
  doc
    .moveTo(busX, top + 10)
    .lineTo(busX, top + height - 10)
    .stroke();
  const loads: string[] = [];
  loads.push(
    data
      ? `Fan motor ${data.MotorHorsepower} hp, FLA ${data.MotorFla} A`
      : `Fan motor${unit.motors[0] ? ` ${unit.motors[0].horsepower} hp` : ''}`,
  );
  if (data?.CompressorRla !== null && data?.CompressorRla !== undefined)
    loads.push(`Compressor RLA ${data.CompressorRla} A, LRA ${data.CompressorLra ?? '—'} A`);
  if (data?.HeaterKw)
    loads.push(`Electric heat ${data.HeaterKw} kW, ${data.HeaterAmps ?? '—'} A, auto + manual limits`);
  loads.push('Transformer to 24 V: thermostat, fan relay, valve actuator');
  loads.forEach((text, index) => {
    const y = top + 22 + index * 30;
    doc
      .moveTo(busX, y)
      .lineTo(busX + 40, y)
      .stroke();
    doc.rect(busX + 40, y - 8, 26, 16).stroke();
    label(
      index === loads.length - 1 ? 'T' : index === 0 ? 'M' : index === 1 && data?.CompressorRla ? 'C' : 'H',
      busX + 49,
      y - 4,
      12,
    );
    doc
      .moveTo(busX + 66, y)
      .lineTo(busX + 90, y)
      .stroke();
    tagBlock(doc, 'P', () => label(text, busX + 96, y - 4, layout.width - 270));
  });
  doc.restore();
  doc.y = top + height;
  doc.x = layout.left;
}

/** One page: connections, clearances, weight, sound, standard and the wiring diagram of a unit. */
export function drawEngineeringDataPage(layout: PdfLayout, unit: SubmittalUnit): void {
  const { doc } = layout;
  doc.font(pdfFonts.bold).fontSize(13).fillColor(layout.colors.primaryShade);
  tagBlock(doc, 'H2', () =>
    doc.text(`${ENGINEERING_DATA_TITLE} — ${unit.tag}`, layout.left, doc.y, { width: layout.width }),
  );
  doc.font(pdfFonts.regular).fontSize(9).fillColor('#222222');
  drawParagraph(
    layout,
    `${unit.modelName} · quantity ${unit.qty} · ratings per ${ratingStandard(unit)} · weight ${unit.dimensions ? `${unit.dimensions.weightLb} lb` : '—'}${unit.electricalData ? ` · ${unit.electricalData.VoltageName}, MCA ${unit.electricalData.Mca} A, MOP ${unit.electricalData.Mop} A` : ''}`,
  );
  drawSectionTitle(layout, 'Pipe connections');
  const connections = pipeConnectionCells(unit);
  if (connections.length === 0) drawParagraph(layout, NOT_PUBLISHED);
  else
    drawTable(
      layout,
      [
        { header: 'Connection', share: 0.3 },
        { header: 'Size', share: 0.15 },
        { header: 'Type', share: 0.15 },
        { header: 'Position', share: 0.4 },
      ],
      connections.map((cells) => ({ cells })),
    );
  drawSectionTitle(layout, 'Service clearances');
  if (unit.serviceClearances.length === 0) drawParagraph(layout, NOT_PUBLISHED);
  else
    drawTable(
      layout,
      [
        { header: 'Side', share: 0.7 },
        { header: 'Clearance (in)', share: 0.3, align: 'right' },
      ],
      unit.serviceClearances.map((clearance) => ({
        cells: [
          `${sideName(unit, clearance.side)}${clearance.purpose ? ` (${clearance.purpose})` : ''}`,
          String(clearance.inches),
        ],
      })),
    );
  drawSectionTitle(layout, 'Sound power per octave band, dB re 1 pW');
  if (unit.soundPower.length === 0) drawParagraph(layout, NOT_PUBLISHED);
  else
    drawTable(
      layout,
      [
        { header: 'Fan speed', share: 0.16 },
        ...OCTAVE_BANDS_HZ.map((hz) => ({
          header: hz >= 1000 ? `${hz / 1000}k Hz` : `${hz} Hz`,
          share: 0.105,
          align: 'right' as const,
        })),
      ],
      unit.soundPower.map((row) => ({ cells: [row.fanSpeed, ...row.bandsDb.map(String)] })),
    );
  drawSectionTitle(layout, 'Wiring diagram', 150);
  drawWiringDiagram(layout, unit);
}
