import { lazy, Suspense } from 'react';
import type { ChartSeries } from './report-bar-chart.tsx';

export type { ChartSeries };

/**
 * recharts is most of the reports page's JavaScript (issue #18): the drawing is a chunk of its own,
 * fetched while the tables beside the charts are already on screen.
 */
const ReportBarChart = lazy(() =>
  import('./report-bar-chart.tsx').then((module) => ({ default: module.ReportBarChart })),
);

/** A bar chart of a report, named for screen readers (the table beside it holds the numbers). */
export function ReportChart({
  label,
  ...chart
}: {
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: ChartSeries[];
  unit: 'money' | 'count' | 'hours';
  /** What the chart shows, for screen readers (the table beside it holds the numbers). */
  label: string;
}) {
  return (
    <div role="img" aria-label={label} data-testid="report-chart">
      <Suspense fallback={<div style={{ height: 260 }} />}>
        <ReportBarChart {...chart} />
      </Suspense>
    </div>
  );
}
