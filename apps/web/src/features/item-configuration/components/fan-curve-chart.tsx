import { airDensityRatio, fanChartSeries } from '@airquote/shared/selection/fan';
import type { SelectionModelData } from '@airquote/shared/selection/selection-schemas';
import { Text } from '@mantine/core';
import { memo } from 'react';
import { type Units, useUnits } from '../../../lib/use-units.ts';
import { fanSpeedLabel } from '../results-format.ts';
import { type ChartDataRow, ChartDataTable, sampledPoints } from './chart-data-table.tsx';
import { Axes, type Frame, linearScale, niceMax, niceTicks, pathOf } from './svg-chart.tsx';

/** Airflow on the fan chart: cfm, or m³/h in SI (fan curves are read per hour). */
const flowKind = 'airflowPerHour' as const;

/** Ticks at round numbers of the user's units, placed on the chart's I-P scale. */
function ticksIn(units: Units, kind: 'airflowPerHour' | 'airPressure', max: number, count: number): number[] {
  if (units.system === 'IP') return niceTicks([0, max], count);
  return niceTicks([0, units.fromIp(kind, max)], count)
    .map((tick) => units.toIp(kind, tick))
    .filter((tick) => tick <= max * 1.0001);
}

type OperatingPoint = { Cfm: number; EspInWg: number; TotalStaticInWg: number; FilterPdInWg: number };

type FanCurveChartProps = {
  model: SelectionModelData;
  airFlowProfileId: number | null;
  fanSpeed: number;
  operatingPoint: OperatingPoint | null;
  /** The site's altitude: the fan's curves are drawn at its air density, as the engine runs them. */
  altitudeFt?: number;
};

const frame: Frame = { width: 540, height: 300, left: 46, right: 14, top: 12, bottom: 34 };
const tapColors = [
  'var(--mantine-color-gray-6)',
  'var(--mantine-color-indigo-4)',
  'var(--mantine-color-indigo-8)',
];

/**
 * The model's fan: every speed tap's curve (the chosen one bold), the system curve (ESP + coils +
 * filter, ΔP ∝ Q^n) and the operating point where they meet.
 */
export const FanCurveChart = memo(function FanCurveChart({
  model,
  airFlowProfileId,
  fanSpeed,
  operatingPoint,
  altitudeFt = 0,
}: FanCurveChartProps) {
  const units = useUnits();
  const profile = model.AirFlowProfiles.find((item) => item.AirFlowProfileId === airFlowProfileId);
  if (!profile) {
    return (
      <Text size="sm" c="dimmed" data-testid="fan-curve-chart">
        {model.ProductModelName} has no fan curve for the chosen motor.
      </Text>
    );
  }
  const series = fanChartSeries(model, profile, fanSpeed, operatingPoint, airDensityRatio(altitudeFt));
  const allPoints = series.Taps.flatMap((tap) => tap.Points);
  const maxCfm = niceMax(Math.max(...allPoints.map((point) => point.Cfm), operatingPoint?.Cfm ?? 0));
  const maxStatic = niceMax(
    Math.max(...allPoints.map((point) => point.StaticInWg), operatingPoint?.TotalStaticInWg ?? 0) * 1.05,
  );
  const x = linearScale([0, maxCfm], [frame.left, frame.width - frame.right]);
  const y = linearScale([0, maxStatic], [frame.height - frame.bottom, frame.top]);
  const toXy = (points: ReadonlyArray<{ Cfm: number; StaticInWg: number }>) =>
    points
      .filter((point) => point.StaticInWg <= maxStatic)
      .map((point) => [x(point.Cfm), y(point.StaticInWg)] as const);
  const point = series.OperatingPoint;
  const flowText = (cfm: number) => units.format(flowKind, cfm);
  const staticText = (inWg: number) =>
    units.system === 'SI' ? units.format('airPressure', inWg) : `${inWg.toFixed(2)} in. w.c.`;
  const summary = point
    ? `Operating point ${flowText(point.Cfm)} at ${staticText(point.StaticInWg)} total static on ${fanSpeedLabel(fanSpeed)} speed`
    : 'No operating point: the fan cannot meet the static pressure on this speed';

  const pressureNumber = (inWg: number) =>
    units.system === 'SI' ? units.format('airPressure', inWg, { withUnit: false }) : inWg.toFixed(2);
  const dataRow = (key: string, label: string, cfm: number, inWg: number): ChartDataRow => ({
    key,
    label,
    cells: [units.format(flowKind, cfm, { withUnit: false }), pressureNumber(inWg)],
  });
  const dataRows: ChartDataRow[] = [
    ...(point ? [dataRow('operating', 'Operating point', point.Cfm, point.StaticInWg)] : []),
    ...series.Taps.flatMap((tap) =>
      sampledPoints(tap.Points).map((sample, index) =>
        dataRow(
          `tap-${tap.FanSpeed}-${index}`,
          `${fanSpeedLabel(tap.FanSpeed)} speed${tap.Selected ? ' (chosen)' : ''}`,
          sample.Cfm,
          sample.StaticInWg,
        ),
      ),
    ),
    ...sampledPoints(series.SystemCurve).map((sample, index) =>
      dataRow(`system-${index}`, 'System', sample.Cfm, sample.StaticInWg),
    ),
  ];

  return (
    <figure style={{ margin: 0 }} data-testid="fan-curve-chart">
      <svg
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        width="100%"
        role="img"
        aria-label={`Fan curves of ${model.ProductModelName}. ${summary}.`}
      >
        <Axes
          frame={frame}
          x={x}
          y={y}
          xTicks={ticksIn(units, flowKind, maxCfm, 6)}
          yTicks={ticksIn(units, 'airPressure', maxStatic, 5)}
          xLabel={`Airflow (${units.label(flowKind)})`}
          yLabel={`Static pressure (${units.system === 'SI' ? 'Pa' : 'in. w.c.'})`}
          formatX={(value) => units.format(flowKind, value, { withUnit: false })}
          formatY={(value) =>
            units.system === 'SI' ? units.format('airPressure', value, { withUnit: false }) : value.toFixed(2)
          }
        />
        {series.Taps.map((tap, index) => {
          const points = toXy(tap.Points);
          // Labelled where the curves start (no flow): the taps are furthest apart there.
          const start = points[0];
          const color = tapColors[Math.min(index, tapColors.length - 1)];
          return (
            <g key={tap.FanSpeed} data-testid="fan-tap-curve">
              <path d={pathOf(points)} fill="none" stroke={color} strokeWidth={tap.Selected ? 2.5 : 1.25} />
              {start && (
                <text
                  x={start[0] + 4}
                  y={start[1] - 4}
                  fontSize={10}
                  fill={color}
                  fontWeight={tap.Selected ? 700 : 400}
                >
                  {fanSpeedLabel(tap.FanSpeed)}
                  {tap.SpeedPercent < 100 ? ` (${tap.SpeedPercent}%)` : ''}
                </text>
              )}
            </g>
          );
        })}
        {series.SystemCurve.length > 0 && (
          <path
            d={pathOf(toXy(series.SystemCurve))}
            fill="none"
            stroke="var(--mantine-color-orange-7)"
            strokeWidth={1.5}
            strokeDasharray="5 3"
            data-testid="fan-system-curve"
          />
        )}
        {point && (
          <g data-testid="fan-operating-point">
            <circle cx={x(point.Cfm)} cy={y(point.StaticInWg)} r={5} fill="var(--mantine-color-red-7)" />
            <text
              x={x(point.Cfm) + 8}
              y={y(point.StaticInWg) - 8}
              fontSize={10}
              fill="var(--mantine-color-red-8)"
              fontWeight={600}
            >
              {units.system === 'SI'
                ? `${flowText(point.Cfm)} @ ${staticText(point.StaticInWg)}`
                : `${point.Cfm.toFixed(0)} cfm @ ${point.StaticInWg.toFixed(2)}″`}
            </text>
          </g>
        )}
      </svg>
      <Text component="figcaption" size="xs" c="dimmed">
        {summary}. Dashed: system curve (ESP + coils + filter).
      </Text>
      <ChartDataTable
        caption={`Fan curve points of ${model.ProductModelName}`}
        columns={[
          `Airflow (${units.label(flowKind)})`,
          `Static pressure (${units.system === 'SI' ? 'Pa' : 'in. w.c.'})`,
        ]}
        rows={dataRows}
        testId="fan-curve-data"
      />
    </figure>
  );
});
