import {
  atmosphericPressurePsia,
  type ChartPoint,
  coilProcessLine,
  humidityRatioFromRelativeHumidity,
  humidityRatioFromWetBulb,
  psychrometricChart,
} from '@airquote/shared/selection/psychrometrics';
import { Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useUnits } from '../../../lib/use-units.ts';
import { type ChartDataRow, ChartDataTable } from './chart-data-table.tsx';
import { Axes, type Frame, linearScale, niceTicks, pathOf } from './svg-chart.tsx';

/** One coil's air process: entering and leaving air (dry bulb and wet bulb, °F). */
export type AirProcess = {
  name: 'Cooling' | 'Heating';
  entering: { DryBulbF: number; WetBulbF: number };
  leaving: { DryBulbF: number; WetBulbF: number };
};

type PsychrometricChartProps = { altitudeFt: number; processes: AirProcess[] };

/** The shared chart's lines, continued (same psychrometrics) past its 110 °F end when the chart is wider. */
function extendedChart(altitudeFt: number, maxDryBulbF: number) {
  const chart = psychrometricChart(altitudeFt);
  if (maxDryBulbF <= CHART_MAX_F) return chart;
  const extend = (points: ChartPoint[], relativeHumidity: number) => {
    const more: ChartPoint[] = [];
    for (let dryBulb = CHART_MAX_F + 5; dryBulb <= maxDryBulbF; dryBulb += 5) {
      more.push({
        DryBulbF: dryBulb,
        HumidityRatio: humidityRatioFromRelativeHumidity(dryBulb, relativeHumidity, chart.PressurePsia),
      });
    }
    return [...points, ...more];
  };
  return {
    ...chart,
    RelativeHumidityLines: chart.RelativeHumidityLines.map((line) => ({
      ...line,
      Points: extend(line.Points, line.RelativeHumidity),
    })),
  };
}

const frame: Frame = { width: 540, height: 300, left: 44, right: 56, top: 12, bottom: 34 };
/** The chart library's range; a hotter heating process widens the chart. */
const CHART_MAX_F = 110;
const HUMIDITY_RATIO_RANGE: [number, number] = [0, 0.028];
/** 7000 grains per pound: engineers read humidity in both. */
const GRAINS_PER_LB = 7000;
const processColor = {
  Cooling: 'var(--mantine-color-blue-7)',
  Heating: 'var(--mantine-color-red-7)',
} as const;

/**
 * A psychrometric chart at the project's altitude (saturation curve, 20–80 % RH lines; dry bulb °F
 * against humidity ratio lb/lb and gr/lb) with each coil's process from entering to leaving air.
 */
export const PsychrometricChart = memo(function PsychrometricChart({
  altitudeFt,
  processes,
}: PsychrometricChartProps) {
  const units = useUnits();
  const si = units.system === 'SI';
  const temperature = (dryBulbF: number) => units.format('temperature', dryBulbF, { withUnit: false });
  const altitude = Number.isFinite(altitudeFt) ? altitudeFt : 0;
  const hottest = Math.max(
    CHART_MAX_F,
    ...processes.flatMap((process) => [process.entering.DryBulbF, process.leaving.DryBulbF]),
  );
  const maxDryBulb = Math.ceil((hottest + 4) / 10) * 10;
  const chart = useMemo(() => extendedChart(altitude, maxDryBulb), [altitude, maxDryBulb]);
  const dryBulbRange: [number, number] = [30, maxDryBulb];
  const x = linearScale(dryBulbRange, [frame.left, frame.width - frame.right]);
  const y = linearScale(HUMIDITY_RATIO_RANGE, [frame.height - frame.bottom, frame.top]);
  // Lines leave the frame above the top: clip them to the plot area.
  const inFrame = (points: ChartPoint[]) =>
    points
      .filter((point) => point.HumidityRatio <= HUMIDITY_RATIO_RANGE[1] * 1.02)
      .map((point) => [x(point.DryBulbF), y(point.HumidityRatio)] as const);
  const pressure = atmosphericPressurePsia(altitude);
  const lines = processes.map((process) => ({
    ...process,
    points: coilProcessLine(process.entering, process.leaving, altitude),
    enteringW: humidityRatioFromWetBulb(process.entering.DryBulbF, process.entering.WetBulbF, pressure),
    leavingW: humidityRatioFromWetBulb(process.leaving.DryBulbF, process.leaving.WetBulbF, pressure),
  }));
  const description = lines
    .map(
      (line) =>
        `${line.name}: ${temperature(line.entering.DryBulbF)}/${temperature(line.entering.WetBulbF)} ${units.label('temperature')} to ${temperature(line.leaving.DryBulbF)}/${temperature(line.leaving.WetBulbF)} ${units.label('temperature')}`,
    )
    .join('; ');

  // Humidity in grains per pound (I-P) or grams per kilogram (SI), as engineers read it.
  const humidity = (w: number) => (si ? (w * 1000).toFixed(1) : String(Math.round(w * GRAINS_PER_LB)));
  const state = (key: string, label: string, air: AirProcess['entering'], w: number): ChartDataRow => ({
    key,
    label,
    cells: [temperature(air.DryBulbF), temperature(air.WetBulbF), humidity(w)],
  });
  const dataRows = lines.flatMap((line) => [
    state(`${line.name}-entering`, `${line.name}, entering air`, line.entering, line.enteringW),
    state(`${line.name}-leaving`, `${line.name}, leaving air`, line.leaving, line.leavingW),
  ]);

  return (
    <figure style={{ margin: 0 }} data-testid="psychrometric-chart">
      <svg
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        width="100%"
        role="img"
        aria-label={`Psychrometric chart at ${units.format('altitude', altitude)}. ${description || 'No coil process.'}`}
      >
        <defs>
          <clipPath id="psychrometric-plot">
            <rect
              x={frame.left}
              y={frame.top}
              width={frame.width - frame.left - frame.right}
              height={frame.height - frame.top - frame.bottom}
            />
          </clipPath>
        </defs>
        <Axes
          frame={frame}
          x={x}
          y={y}
          xTicks={
            si
              ? niceTicks(
                  [
                    units.fromIp('temperature', dryBulbRange[0]),
                    units.fromIp('temperature', dryBulbRange[1]),
                  ],
                  8,
                )
                  .map((tick) => units.toIp('temperature', tick))
                  .filter((tick) => tick >= dryBulbRange[0] && tick <= dryBulbRange[1])
              : niceTicks(dryBulbRange, 8)
          }
          yTicks={niceTicks(HUMIDITY_RATIO_RANGE, 7)}
          xLabel={`Dry bulb (${units.label('temperature')})`}
          yLabel={si ? 'Humidity ratio (g/kg)' : 'Humidity ratio (lb/lb)'}
          formatX={(value) => (si ? temperature(value) : String(value))}
          formatY={(value) => (si ? String(Math.round(value * 1000)) : value.toFixed(3))}
          yRight
          {...(si
            ? {}
            : {
                secondaryY: {
                  label: 'Humidity ratio (gr/lb)',
                  format: (value: number) => String(Math.round(value * GRAINS_PER_LB)),
                },
              })}
        />
        <g clipPath="url(#psychrometric-plot)" fill="none">
          {chart.RelativeHumidityLines.map((line) => {
            const points = inFrame(line.Points);
            const label = points[points.length - 1];
            return (
              <g key={line.RelativeHumidity}>
                <path d={pathOf(points)} stroke="var(--mantine-color-gray-5)" strokeWidth={0.75} />
                {label && (
                  <text
                    x={label[0] - 4}
                    y={label[1] + 10}
                    fontSize={9}
                    fill="var(--mantine-color-dimmed)"
                    stroke="none"
                    textAnchor="end"
                  >
                    {Math.round(line.RelativeHumidity * 100)}%
                  </text>
                )}
              </g>
            );
          })}
          <path
            d={pathOf(inFrame(chart.Saturation))}
            stroke="var(--mantine-color-teal-7)"
            strokeWidth={1.5}
          />
        </g>
        {lines.map((line) => (
          <g key={line.name} data-testid={`psychrometric-process-${line.name.toLowerCase()}`}>
            <path
              d={pathOf(line.points.map((point) => [x(point.DryBulbF), y(point.HumidityRatio)] as const))}
              stroke={processColor[line.name]}
              strokeWidth={2}
              fill="none"
            />
            <circle
              cx={x(line.entering.DryBulbF)}
              cy={y(line.enteringW)}
              r={3.5}
              fill={processColor[line.name]}
            />
            <circle
              cx={x(line.leaving.DryBulbF)}
              cy={y(line.leavingW)}
              r={3.5}
              fill="var(--mantine-color-body)"
              stroke={processColor[line.name]}
              strokeWidth={2}
            />
            <text
              x={x(line.entering.DryBulbF) + 5}
              y={y(line.enteringW) - 6}
              fontSize={10}
              fill={processColor[line.name]}
            >
              EA {temperature(line.entering.DryBulbF)}/{temperature(line.entering.WetBulbF)}
            </text>
            <text
              x={x(line.leaving.DryBulbF) - 5}
              y={y(line.leavingW) + 14}
              fontSize={10}
              fill={processColor[line.name]}
              textAnchor="end"
            >
              LA {temperature(line.leaving.DryBulbF)}/{temperature(line.leaving.WetBulbF)}
            </text>
          </g>
        ))}
      </svg>
      <Text component="figcaption" size="xs" c="dimmed">
        {description ? `${description} (DB/WB). ` : 'No coil process for these inputs. '}
        Saturation and 20–80 % RH at{' '}
        {si ? `${(pressure * 6.894757).toFixed(2)} kPa` : `${pressure.toFixed(3)} psia`}.
      </Text>
      {dataRows.length > 0 && (
        <ChartDataTable
          caption="Air states of the coil processes"
          columns={[
            `Dry bulb (${units.label('temperature')})`,
            `Wet bulb (${units.label('temperature')})`,
            `Humidity ratio (${si ? 'g/kg' : 'gr/lb'})`,
          ]}
          rows={dataRows}
          testId="psychrometric-data"
        />
      )}
    </figure>
  );
});
