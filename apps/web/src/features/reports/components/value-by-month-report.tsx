import type { ValueByMonthReport } from '@airquote/shared/contracts/report/report-schemas';
import { getValueByMonth } from '../api/get-value-by-month.ts';
import type { ChartSeries } from './report-chart.tsx';
import { type ReportBlockProps, ReportSection } from './report-section.tsx';
import type { ReportColumn } from './report-table.tsx';

type Row = ValueByMonthReport['Rows'][number];

const month: ReportColumn<Row> = { header: 'Month', kind: 'text', value: (row) => row.Month };
const quotes: ReportColumn<Row> = { header: 'Quotes', kind: 'count', value: (row) => row.QuotedCount };
const orders: ReportColumn<Row> = { header: 'Orders', kind: 'count', value: (row) => row.OrderedCount };
const moneyColumns: ReportColumn<Row>[] = [
  month,
  quotes,
  { header: 'Quoted value', kind: 'money', value: (row) => row.QuotedValue },
  orders,
  { header: 'Ordered value', kind: 'money', value: (row) => row.OrderedValue },
];
const countColumns: ReportColumn<Row>[] = [month, quotes, orders];

const moneySeries: ChartSeries[] = [
  { name: 'QuotedValue', label: 'Quoted', color: 'blue.6' },
  { name: 'OrderedValue', label: 'Ordered', color: 'teal.6' },
];
const countSeries: ChartSeries[] = [
  { name: 'QuotedCount', label: 'Quotes', color: 'blue.6' },
  { name: 'OrderedCount', label: 'Orders', color: 'teal.6' },
];

/** Quoted value (quotes by the month made) and ordered value (orders by the month placed). */
export function ValueByMonthSection({ filters, enabled }: ReportBlockProps) {
  return (
    <ReportSection
      kind="ValueByMonth"
      title="Quoted and ordered per month"
      description="Quotes (not cancelled) by the month they were made; orders (not cancelled) by the month they were placed."
      filters={filters}
      enabled={enabled}
      load={getValueByMonth}
      chart={{
        label: 'Quoted and ordered per month',
        dataKey: 'Month',
        series: { money: moneySeries, count: countSeries },
      }}
      table={{ caption: 'Per month (UTC)', columns: { money: moneyColumns, count: countColumns } }}
    />
  );
}
