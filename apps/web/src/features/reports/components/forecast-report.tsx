import type { ForecastReport } from '@airquote/shared/contracts/report/report-schemas';
import { getWeightedForecast } from '../api/get-weighted-forecast.ts';
import type { ChartSeries } from './report-chart.tsx';
import { type ReportBlockProps, ReportSection } from './report-section.tsx';
import type { ReportColumn } from './report-table.tsx';

type Row = ForecastReport['Rows'][number];

const countColumns: ReportColumn<Row>[] = [
  { header: 'Expected close', kind: 'text', value: (row) => row.Month },
  { header: 'Quotes', kind: 'count', value: (row) => row.QuoteCount },
];
const moneyColumns: ReportColumn<Row>[] = [
  ...countColumns,
  { header: 'Value', kind: 'money', value: (row) => row.Value },
  { header: 'Weighted value', kind: 'money', value: (row) => row.WeightedValue },
];

const moneySeries: ChartSeries[] = [
  { name: 'Value', label: 'Pipeline', color: 'gray.5' },
  { name: 'WeightedValue', label: 'Weighted', color: 'grape.6' },
];
const countSeries: ChartSeries[] = [{ name: 'QuoteCount', label: 'Quotes', color: 'grape.6' }];

const totalOf = (answer: ForecastReport): Row => ({
  Month: 'Total',
  QuoteCount: answer.Rows.reduce((sum, row) => sum + row.QuoteCount, 0),
  Value: answer.TotalValue,
  WeightedValue: answer.TotalWeightedValue,
});

/** The open pipeline by expected close month, weighted by each project's win probability. */
export function ForecastSection({ filters, enabled }: ReportBlockProps) {
  return (
    <ReportSection
      kind="WeightedForecast"
      title="Win-probability weighted forecast"
      description="Open, held and in-review quotes by the month their project is expected to close; value × the project's win probability (none counts as 0 %)."
      filters={filters}
      enabled={enabled}
      load={getWeightedForecast}
      chart={{
        label: 'Weighted forecast per expected close month',
        dataKey: 'Month',
        series: { money: moneySeries, count: countSeries },
      }}
      table={{
        caption: 'By expected close month',
        columns: { money: moneyColumns, count: countColumns },
        total: totalOf,
      }}
    />
  );
}
