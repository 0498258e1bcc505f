import type { FanChartSeries } from '@airquote/shared/selection/fan';
import type { ChartPoint, PsychrometricChart } from '@airquote/shared/selection/psychrometrics';
import { formatQuantity, type QuantityKind, type UnitSystem, unitLabel } from '@airquote/shared/units/units';

/** The fan curve and psychrometric chart of a unit as PDF vector paths (the same series the web draws as SVG). */
type Doc = PDFKit.PDFDocument;
export type Box = { x: number; y: number; width: number; height: number };

type Axis = { min: number; max: number; step: number; label: string; format: (value: number) => string };

/**
 * An I-P axis as an SI user reads it (ADR 0031): the grid stays on the I-P ticks, each tick labelled
 * with its SI value and the title with the SI unit.
 */
function inUnits(axis: Axis, kind: QuantityKind, name: string, system: UnitSystem): Axis {
  if (system === 'IP') return axis;
  return {
    ...axis,
    label: `${name} (${unitLabel(kind, 'SI')})`,
    format: (value) => formatQuantity(kind, value, 'SI', { withUnit: false, decimals: 0 }),
  };
}

const PLOT_LEFT = 34;
const PLOT_BOTTOM = 34;

function niceStep(range: number, ticks: number): number {
  const raw = range / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 2.5 ? 2.5 : scaled <= 5 ? 5 : 10) * power;
}

function niceAxis(maximum: number, ticks: number, label: string, digits: number): Axis {
  const step = niceStep(maximum > 0 ? maximum : 1, ticks);
  return {
    min: 0,
    max: Math.ceil((maximum || 1) / step) * step,
    step,
    label,
    format: (v) => v.toFixed(digits),
  };
}

/** Frame, grid, ticks and axis titles; answers the data → page mapping of the plot area. */
function drawAxes(doc: Doc, box: Box, title: string, x: Axis, y: Axis) {
  const plot = {
    left: box.x + PLOT_LEFT,
    right: box.x + box.width - 6,
    top: box.y + 24,
    bottom: box.y + box.height - PLOT_BOTTOM,
  };
  const px = (value: number) => plot.left + ((value - x.min) / (x.max - x.min)) * (plot.right - plot.left);
  const py = (value: number) => plot.bottom - ((value - y.min) / (y.max - y.min)) * (plot.bottom - plot.top);
  doc.save();
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#222').text(title, box.x, box.y, { width: box.width });
  doc.lineWidth(0.3).strokeColor('#d0d4d8');
  doc.font('Helvetica').fontSize(6.5).fillColor('#555');
  for (let value = x.min; value <= x.max + 1e-9; value += x.step) {
    doc.moveTo(px(value), plot.top).lineTo(px(value), plot.bottom).stroke();
    doc.text(x.format(value), px(value) - 15, plot.bottom + 3, { width: 30, align: 'center' });
  }
  for (let value = y.min; value <= y.max + 1e-9; value += y.step) {
    doc.moveTo(plot.left, py(value)).lineTo(plot.right, py(value)).stroke();
    doc.text(y.format(value), box.x, py(value) - 3, { width: PLOT_LEFT - 3, align: 'right' });
  }
  doc
    .lineWidth(0.8)
    .strokeColor('#444')
    .rect(plot.left, plot.top, plot.right - plot.left, plot.bottom - plot.top)
    .stroke();
  doc
    .fontSize(7)
    .fillColor('#333')
    .text(x.label, plot.left, plot.bottom + 13, { width: plot.right - plot.left, align: 'center' });
  doc.text(y.label, box.x, box.y + 11, { width: 160, lineBreak: false });
  doc.restore();
  return { plot, px, py };
}

function polyline(doc: Doc, points: Array<[number, number]>) {
  const [first, ...rest] = points;
  if (!first) return;
  doc.moveTo(first[0], first[1]);
  for (const [x, y] of rest) doc.lineTo(x, y);
  doc.stroke();
}

/** Static pressure against airflow: each speed tap, the system curve and the operating point. */
export function drawFanChart(
  doc: Doc,
  box: Box,
  series: FanChartSeries,
  accent: string,
  system: UnitSystem = 'IP',
): void {
  const allPoints = series.Taps.flatMap((tap) => tap.Points);
  const x = inUnits(
    niceAxis(Math.max(...allPoints.map((point) => point.Cfm), 1), 5, 'Airflow (cfm)', 0),
    'airflowPerHour',
    'Airflow',
    system,
  );
  const y = inUnits(
    niceAxis(
      Math.max(...allPoints.map((point) => point.StaticInWg), 0.1),
      5,
      'Static pressure (in. w.c.)',
      2,
    ),
    'airPressure',
    'Static pressure',
    system,
  );
  const { plot, px, py } = drawAxes(doc, box, 'Fan curve', x, y);
  doc.save();
  doc.rect(plot.left, plot.top, plot.right - plot.left, plot.bottom - plot.top).clip();
  for (const tap of series.Taps) {
    doc.lineWidth(tap.Selected ? 1.8 : 0.9).strokeColor(tap.Selected ? accent : '#7a8590');
    polyline(
      doc,
      tap.Points.map((point) => [px(point.Cfm), py(point.StaticInWg)]),
    );
  }
  if (series.SystemCurve.length > 0) {
    doc.lineWidth(1).strokeColor('#b5452b').dash(3, { space: 2 });
    polyline(
      doc,
      series.SystemCurve.map((point) => [px(point.Cfm), py(point.StaticInWg)]),
    );
    doc.undash();
  }
  if (series.OperatingPoint) {
    doc
      .circle(px(series.OperatingPoint.Cfm), py(series.OperatingPoint.StaticInWg), 3)
      .fillColor('#b5452b')
      .fill();
  }
  doc.restore();
  // Tap labels at the right end of each curve, and the legend.
  doc.save().font('Helvetica').fontSize(6.5).fillColor('#333');
  for (const tap of series.Taps) {
    const last = tap.Points[tap.Points.length - 1];
    if (!last) continue;
    const name = ['', 'Low', 'Med', 'High'][tap.FanSpeed] ?? `Tap ${tap.FanSpeed}`;
    doc.text(
      name,
      Math.min(px(last.Cfm) - 24, plot.right - 26),
      Math.max(py(last.StaticInWg) - 9, plot.top + 1),
      {
        width: 24,
        align: 'right',
      },
    );
  }
  if (series.OperatingPoint)
    doc.text(
      system === 'SI'
        ? `Operating point ${formatQuantity('airflowPerHour', series.OperatingPoint.Cfm, 'SI')} at ${formatQuantity('airPressure', series.OperatingPoint.StaticInWg, 'SI')} (dashed: system curve)`
        : `Operating point ${series.OperatingPoint.Cfm.toFixed(0)} cfm at ${series.OperatingPoint.StaticInWg.toFixed(2)} in. w.c. (dashed: system curve)`,
      box.x,
      box.y + box.height - 6,
      { width: box.width },
    );
  doc.restore();
}

/** Humidity ratio against dry bulb: saturation, RH lines and the coil's process line. */
export function drawPsychrometricChart(
  doc: Doc,
  box: Box,
  chart: PsychrometricChart,
  process: ChartPoint[],
  accent: string,
  system: UnitSystem = 'IP',
): void {
  const x: Axis = inUnits(
    { min: 30, max: 110, step: 10, label: 'Dry bulb temperature (°F)', format: (v) => v.toFixed(0) },
    'temperature',
    'Dry bulb temperature',
    system,
  );
  const y: Axis = {
    min: 0,
    max: 0.028,
    step: 0.004,
    label: system === 'SI' ? 'Humidity ratio (g/kg)' : 'Humidity ratio (lb/lb)',
    format: (v) => (system === 'SI' ? (v * 1000).toFixed(0) : v.toFixed(3)),
  };
  const { plot, px, py } = drawAxes(doc, box, 'Psychrometric chart', x, y);
  const toPage = (points: ChartPoint[]): Array<[number, number]> =>
    points.map((point) => [px(point.DryBulbF), py(point.HumidityRatio)]);
  doc.save();
  doc.rect(plot.left, plot.top, plot.right - plot.left, plot.bottom - plot.top).clip();
  doc.lineWidth(0.6).strokeColor('#9aa4ad');
  for (const line of chart.RelativeHumidityLines) polyline(doc, toPage(line.Points));
  doc.lineWidth(1.4).strokeColor('#2b5d8a');
  polyline(doc, toPage(chart.Saturation));
  if (process.length > 1) {
    doc.lineWidth(1.8).strokeColor(accent);
    polyline(doc, toPage(process));
    const first = process[0] as ChartPoint;
    const last = process[process.length - 1] as ChartPoint;
    doc.circle(px(first.DryBulbF), py(first.HumidityRatio), 2.8).fillColor(accent).fill();
    doc.circle(px(last.DryBulbF), py(last.HumidityRatio), 2.8).fillColor('#b5452b').fill();
  }
  doc.restore();
  doc.save().font('Helvetica').fontSize(6.5).fillColor('#555');
  for (const line of chart.RelativeHumidityLines) {
    const label = line.Points.find((point) => point.HumidityRatio > y.max * 0.55) ?? line.Points.at(-1);
    if (label)
      doc.text(
        `${Math.round(line.RelativeHumidity * 100)}%`,
        Math.min(px(label.DryBulbF) + 2, plot.right - 18),
        py(label.HumidityRatio) - 8,
        {
          lineBreak: false,
        },
      );
  }
  doc.text(
    process.length > 1
      ? 'Coil process: entering air (dot) to leaving air (red dot); RH lines 20–80 %'
      : 'RH lines 20–80 %',
    box.x,
    box.y + box.height - 6,
    { width: box.width },
  );
  doc.restore();
}
