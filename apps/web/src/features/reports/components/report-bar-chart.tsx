import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatMoney } from '../../../lib/format.ts';

export type ChartSeries = { name: string; label: string; color: string };

/**
 * The drawing of a report's bar chart (Mantine charts on recharts): a chunk of its own, loaded once
 * a chart is drawn (report-chart.tsx). Money arrives as decimal strings and is drawn as numbers: the
 * exact figures are in the table beside it.
 */
export function ReportBarChart({
  data,
  dataKey,
  series,
  unit,
}: {
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: ChartSeries[];
  unit: 'money' | 'count' | 'hours';
}) {
  const points = data.map((row) => {
    const point: Record<string, string | number> = { [dataKey]: String(row[dataKey] ?? '') };
    for (const { name } of series) point[name] = row[name] === null ? 0 : Number(row[name]);
    return point;
  });
  const format = (value: number) =>
    unit === 'money'
      ? formatMoney(value)
      : unit === 'hours'
        ? `${value.toFixed(1)} h`
        : value.toLocaleString();
  return (
    <BarChart
      h={260}
      data={points}
      dataKey={dataKey}
      series={series.map(({ name, label: seriesLabel, color }) => ({ name, label: seriesLabel, color }))}
      valueFormatter={format}
      withLegend={series.length > 1}
      maxBarWidth={72}
      tickLine="y"
      gridAxis="y"
      yAxisProps={{
        width: unit === 'money' ? 90 : 50,
        tickFormatter: (value: number) => compact(value, unit),
      }}
    />
  );
}

const compactFormat = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

function compact(value: number, unit: 'money' | 'count' | 'hours'): string {
  return unit === 'money' ? `$${compactFormat.format(value)}` : compactFormat.format(value);
}
