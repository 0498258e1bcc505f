import {
  drawKeyValues,
  drawParagraph,
  drawSectionTitle,
  drawTable,
  type PdfLayout,
  pdfFonts,
  type TableColumn,
} from './pdf-layout.ts';
import { tagBlock } from './pdf-tagging.ts';
import type { SubmittalUnit } from './submittal-unit.ts';

/**
 * The parts of a submittal an engineer of record reviews first (ADR 0036): the unit schedule (one row
 * per tag), the rating standard of each unit, and the review stamp block with the submittal revision.
 */

export const UNIT_SCHEDULE_TITLE = 'Unit Schedule';

/** The statuses an engineer of record returns a submittal with, as the stamp block prints them. */
export const REVIEW_STAMP_STATUSES = [
  'Approved',
  'Approved as noted',
  'Revise and resubmit',
  'Rejected',
] as const;

/** The certification standard a unit's ratings follow: ISO 13256-1 for water-source heat pumps, AHRI 440 for fan coils. */
export function ratingStandard(unit: Pick<SubmittalUnit, 'performance' | 'heatPumpRating'>): string {
  const heatPump = unit.performance ? unit.performance.Kind === 'HeatPump' : unit.heatPumpRating !== null;
  return heatPump ? 'ISO 13256-1' : 'AHRI 440';
}

const number = (value: number | null | undefined, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '—';

/** Airflow at the operating point, else the model's nominal airflow (cfm). */
function airflow(unit: SubmittalUnit): string {
  const cfm = unit.performance?.Result.FanOperatingPoint?.Cfm ?? unit.nominalCfm;
  return cfm ? number(cfm) : '—';
}

/** "Clg 24.1 / Htg 30.2" MBH from the saved selection, else the nominal capacity. */
function capacities(unit: SubmittalUnit): string {
  const performance = unit.performance;
  if (performance?.Kind === 'HeatPump')
    return `Clg ${number(performance.Result.CoolingTotalMbh, 1)} / Htg ${number(performance.Result.HeatingMbh, 1)}`;
  if (performance?.Kind === 'Coil') {
    const heating = performance.Result.Heating?.TotalMbh ?? performance.Result.ElectricHeatMbh ?? null;
    return `Clg ${number(performance.Result.Cooling?.TotalMbh, 1)}${heating !== null ? ` / Htg ${number(heating, 1)}` : ''}`;
  }
  return unit.nominalCapacityMbh ? `Nom. ${unit.nominalCapacityMbh}` : '—';
}

function electrical(unit: SubmittalUnit): string {
  const data = unit.electricalData;
  return data ? `${data.VoltageName} · MCA ${number(data.Mca, 1)} · MOP ${number(data.Mop)}` : '—';
}

const scheduleColumns: TableColumn[] = [
  { header: 'Tag', share: 0.08 },
  { header: 'Model', share: 0.12, wrap: true },
  { header: 'Qty', share: 0.05, align: 'right' },
  { header: 'Airflow (cfm)', share: 0.12, align: 'right' },
  { header: 'Capacity (MBH)', share: 0.16 },
  { header: 'Electrical (V/ph/Hz, A)', share: 0.25, wrap: true },
  { header: 'Weight (lb)', share: 0.11, align: 'right' },
  { header: 'Rated to', share: 0.11 },
];

/** One row per tag: model, quantity, airflow, capacities, electrical (MCA/MOP), weight and standard. */
export function drawUnitSchedule(layout: PdfLayout, units: readonly SubmittalUnit[]): void {
  drawSectionTitle(layout, UNIT_SCHEDULE_TITLE);
  drawTable(
    layout,
    scheduleColumns,
    units.map((unit) => ({
      cells: [
        unit.tag,
        unit.modelName,
        String(unit.qty),
        airflow(unit),
        capacities(unit),
        electrical(unit),
        unit.dimensions ? number(unit.dimensions.weightLb) : '—',
        ratingStandard(unit),
      ],
    })),
  );
  const total = units.reduce((sum, unit) => sum + unit.qty, 0);
  drawParagraph(
    layout,
    `${units.length} tag${units.length === 1 ? '' : 's'}, ${total} unit${total === 1 ? '' : 's'} in all. Fan coil ratings follow AHRI 440, water-source heat pump ratings ISO 13256-1. Electrical data is for the voltage ordered; airflow and capacities at the saved operating point, else nominal.`,
    { muted: true, size: 8 },
  );
}

/**
 * The review stamp block: the four statuses as tick boxes, reviewer, date and comments lines for the
 * engineer of record, with the submittal revision number. Drawn at (layout.left, y); returns the y below.
 */
export function drawReviewStamp(layout: PdfLayout, y: number, revision: number): number {
  const { doc, colors } = layout;
  const height = 150;
  const left = layout.left;
  const width = layout.width;
  doc.save();
  doc.rect(left, y, width, height).lineWidth(1).strokeColor(colors.primaryMain).stroke();
  doc.restore();
  doc.font(pdfFonts.bold).fontSize(10).fillColor(colors.primaryShade);
  tagBlock(doc, 'H2', () =>
    doc.text(`Engineer's review stamp · Submittal revision ${revision}`, left + 10, y + 10, {
      width: width - 20,
      lineBreak: false,
    }),
  );
  doc.font(pdfFonts.regular).fontSize(9).fillColor('#222222');
  const boxTop = y + 32;
  const columnWidth = (width - 20) / REVIEW_STAMP_STATUSES.length;
  REVIEW_STAMP_STATUSES.forEach((status, index) => {
    const x = left + 10 + index * columnWidth;
    doc.rect(x, boxTop, 9, 9).lineWidth(0.8).strokeColor('#222222').stroke();
    tagBlock(doc, 'P', () => doc.text(status, x + 14, boxTop + 1, { lineBreak: false }));
  });
  const lines = ['Reviewer', 'Date', 'Comments'];
  lines.forEach((label, index) => {
    const lineY = boxTop + 26 + index * 26;
    tagBlock(doc, 'P', () => doc.text(`${label}:`, left + 10, lineY, { lineBreak: false }));
    doc
      .moveTo(left + 70, lineY + 9)
      .lineTo(left + width - 10, lineY + 9)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  });
  doc.y = y + height + 8;
  return doc.y;
}

/** The cover's parties block: project, engineer of record and contractor (a dash when not known). */
export function drawCoverParties(
  layout: PdfLayout,
  y: number,
  parties: { project: string; engineerOfRecord: string | null; contractor: string | null },
): number {
  return drawKeyValues(
    layout,
    [
      ['Project', parties.project],
      ['Engineer of record', parties.engineerOfRecord ?? ''],
      ['Contractor', parties.contractor ?? ''],
    ],
    layout.left,
    y,
    layout.width,
    110,
  );
}
