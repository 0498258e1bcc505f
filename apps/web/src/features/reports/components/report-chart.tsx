import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatMoney } from '../../../lib/format.ts';

export type ChartSeries = { name: string; label: string; color: string };

/**
 * A bar chart of a report (Mantine charts on recharts; loaded with the reports chunk only). Money
 * arrives as decimal strings and is drawn as numbers: the exact figures are in the table beside it.
 */
export function ReportChart({
  data,
  dataKey,
  series,
  unit,
  label,
}: {
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: ChartSeries[];
  unit: 'money' | 'count' | 'hours';
  /** What the chart shows, for screen readers (the table beside it holds the numbers). */
  label: string;
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
    <div role="img" aria-label={label} data-testid="report-chart">
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
    </div>
  );
}

const compactFormat = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

function compact(value: number, unit: 'money' | 'count' | 'hours'): string {
  return unit === 'money' ? `$${compactFormat.format(value)}` : compactFormat.format(value);
}
