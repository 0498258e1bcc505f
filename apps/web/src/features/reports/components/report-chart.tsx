import { Suspense } from 'react';
import { SecondPass } from '../../../components/second-pass.tsx';
import { lazyComponent } from '../../../lib/lazy-load.ts';
import type { ChartSeries } from './report-bar-chart.tsx';

export type { ChartSeries };

/**
 * recharts is most of the reports page's JavaScript (issue #18): the drawing is a chunk of its own,
 * kept out of the page's chunk so the tables are drawn first. Its fetch starts as soon as the reports
 * page's code runs, beside the report calls, not once the first figures arrive and a chart is
 * drawn (it used to wait for them: ~100 ms later on a warm server).
 */
const chartModule = import('./report-bar-chart.tsx');
// A failed fetch is the chart's to show when it is drawn, not an unhandled rejection meanwhile.
chartModule.catch(() => undefined);
// Through lazyComponent, as every component loaded on demand: a chunk error reloads the page once.
const ReportBarChart = lazyComponent(() => chartModule.then((module) => module.ReportBarChart));

/** A bar chart of a report, named for screen readers (the table beside it holds the numbers). */
export function ReportChart({
  label,
  later = false,
  ...chart
}: {
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: ChartSeries[];
  unit: 'money' | 'count' | 'hours';
  /** What the chart shows, for screen readers (the table beside it holds the numbers). */
  label: string;
  /** Drawn in a second pass, once the page with its first chart is on screen (issue #18). */
  later?: boolean;
}) {
  const placeholder = <div style={{ height: 260 }} />;
  const drawing = (
    <Suspense fallback={placeholder}>
      <ReportBarChart {...chart} />
    </Suspense>
  );
  return (
    <div role="img" aria-label={label} data-testid="report-chart">
      {later ? <SecondPass fallback={placeholder}>{drawing}</SecondPass> : drawing}
    </div>
  );
}
