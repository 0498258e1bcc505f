import { ProductType } from '@airquote/shared/enums/lookups';
import { drawParagraph, drawSectionTitle, drawTable, type PdfLayout, pdfFonts } from './pdf-layout.ts';
import { tagBlock } from './pdf-tagging.ts';
import { ratingStandard } from './submittal-schedule.ts';
import type { SubmittalUnit } from './submittal-unit.ts';

/**
 * The per-unit engineering data page of a submittal (ADR 36): pipe connections (size, type,
 * position), service clearances, weight, sound power per octave band per fan speed, the rating
 * standard and a wiring line diagram of the ordered supply, motor, electric heat and controls.
 *
 * Connection sizes, clearances and sound power are catalog reference data per product type and
 * airflow class (the tables below), not yet rows of the catalog database.
 */

export const ENGINEERING_DATA_TITLE = 'Engineering Data';
export const OCTAVE_BANDS_HZ = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const;

/** Sound power (dB re 1 pW) of a 400 cfm fan coil at high speed, per octave band (AHRI 260 style). */
const FAN_COIL_HIGH_400 = [62, 61, 57, 53, 49, 45, 40, 34] as const;
/** Sound power of a 1 ton (400 cfm) water-source heat pump, fan and compressor running. */
const HEAT_PUMP_400 = [66, 64, 60, 57, 53, 49, 44, 38] as const;

type SoundRow = { speed: string; bands: number[] };

/** Sound power per octave band per fan speed: scaled with 10·log10(cfm / 400); lower speeds step down. */
export function soundPower(unit: Pick<SubmittalUnit, 'productTypeId' | 'nominalCfm'>): SoundRow[] {
  const cfm = Math.max(unit.nominalCfm, 100);
  const scale = 10 * Math.log10(cfm / 400);
  const heatPump = unit.productTypeId === ProductType.WSHP;
  const base = heatPump ? HEAT_PUMP_400 : FAN_COIL_HIGH_400;
  const speeds = heatPump
    ? [{ speed: 'Rated', offset: 0 }]
    : [
        { speed: 'High', offset: 0 },
        { speed: 'Medium', offset: -4 },
        { speed: 'Low', offset: -9 },
      ];
  return speeds.map(({ speed, offset }) => ({
    speed,
    // Low frequencies fall less with speed than high ones (blade-pass energy moves down).
    bands: base.map((level, index) => Math.round(level + scale + offset * (0.7 + index * 0.06))),
  }));
}

type Connection = { name: string; size: string; type: string; position: string };

/** Pipe connections with their sizes and positions, on the side the code string chose. */
export function pipeConnections(unit: SubmittalUnit): Connection[] {
  const side = unit.coilConnection === 2 ? 'Right' : 'Left';
  const height = unit.dimensions?.heightIn ?? 0;
  const at = (fraction: number) =>
    height ? `${side} end, ${(height * fraction).toFixed(1)} in above base` : `${side} end`;
  if (unit.productTypeId === ProductType.WSHP) {
    const water = unit.nominalCfm > 800 ? '1 in' : '3/4 in';
    return [
      { name: 'Water in', size: water, type: 'FPT', position: at(0.35) },
      { name: 'Water out', size: water, type: 'FPT', position: at(0.6) },
      { name: 'Condensate', size: '3/4 in', type: 'FPT', position: at(0.08) },
    ];
  }
  const coil = unit.nominalCfm > 600 ? '7/8 in' : '5/8 in';
  const heatingCoil = unit.performance?.Kind === 'Coil' && unit.performance.Result.Heating !== null;
  return [
    { name: 'Cooling coil supply', size: coil, type: 'OD sweat', position: at(0.3) },
    { name: 'Cooling coil return', size: coil, type: 'OD sweat', position: at(0.5) },
    ...(heatingCoil
      ? [
          { name: 'Heating coil supply', size: '5/8 in', type: 'OD sweat', position: at(0.62) },
          { name: 'Heating coil return', size: '5/8 in', type: 'OD sweat', position: at(0.7) },
        ]
      : []),
    { name: 'Condensate drain', size: '7/8 in', type: 'OD', position: at(0.05) },
  ];
}

/** Service clearances (in): the access panels and the electrical box need room. */
export function serviceClearances(unit: Pick<SubmittalUnit, 'productTypeId' | 'coilConnection'>) {
  const heatPump = unit.productTypeId === ProductType.WSHP;
  const connections = unit.coilConnection === 2 ? 'Right' : 'Left';
  return [
    ['Front (filter, fan and control access)', heatPump ? 36 : 24],
    [`${connections} end (piping and valves)`, 18],
    [`${connections === 'Left' ? 'Right' : 'Left'} end`, heatPump ? 18 : 6],
    ['Top', heatPump ? 6 : 0],
  ] as const;
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
  drawTable(
    layout,
    [
      { header: 'Connection', share: 0.3 },
      { header: 'Size', share: 0.15 },
      { header: 'Type', share: 0.15 },
      { header: 'Position', share: 0.4 },
    ],
    pipeConnections(unit).map((item) => ({ cells: [item.name, item.size, item.type, item.position] })),
  );
  drawSectionTitle(layout, 'Service clearances');
  drawTable(
    layout,
    [
      { header: 'Side', share: 0.7 },
      { header: 'Clearance (in)', share: 0.3, align: 'right' },
    ],
    serviceClearances(unit).map(([side, inches]) => ({ cells: [side, String(inches)] })),
  );
  drawSectionTitle(layout, 'Sound power per octave band, dB re 1 pW');
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
    soundPower(unit).map((row) => ({ cells: [row.speed, ...row.bands.map(String)] })),
  );
  drawSectionTitle(layout, 'Wiring diagram', 150);
  drawWiringDiagram(layout, unit);
}
