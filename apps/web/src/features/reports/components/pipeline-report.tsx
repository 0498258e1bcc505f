import type {
  PipelineReport,
  PipelineRow,
  ReportFilters,
  ReportKind,
} from '@airquote/shared/contracts/report/report-schemas';
import type { ChartSeries } from './report-chart.tsx';
import { type ReportBlockProps, ReportSection } from './report-section.tsx';
import type { ReportColumn } from './report-table.tsx';

type PipelineReportKind = Extract<ReportKind, `Pipeline${string}`>;

type PipelineReportProps = ReportBlockProps & {
  kind: PipelineReportKind;
  title: string;
  description: string;
  /** The first column's header: Status, Brand, Region, Rep. */
  groupHeader: string;
  load: (filters: ReportFilters, options: { signal?: AbortSignal }) => Promise<PipelineReport>;
};

function columnsOf(groupHeader: string, money: boolean): ReportColumn<PipelineRow>[] {
  return [
    { header: groupHeader, kind: 'text', value: (row) => row.Name },
    { header: 'Quotes', kind: 'count', value: (row) => row.QuoteCount },
    ...(money ? [{ header: 'Value', kind: 'money', value: (row: PipelineRow) => row.Value } as const] : []),
    { header: 'Without total', kind: 'count', value: (row) => row.UnpricedCount },
  ];
}

const valueSeries: ChartSeries = { name: 'Value', label: 'Value', color: 'blue.6' };
const quotesSeries: ChartSeries = { name: 'QuoteCount', label: 'Quotes', color: 'blue.6' };

const totalOf = (answer: PipelineReport): PipelineRow => ({
  Id: null,
  Name: 'Total',
  QuoteCount: answer.TotalQuoteCount,
  Value: answer.TotalValue,
  UnpricedCount: answer.Rows.reduce((sum, row) => sum + row.UnpricedCount, 0),
});

/** A pipeline report: quote count and value per group; a reader who may not see prices gets counts. */
export function PipelineReportSection({ groupHeader, ...report }: PipelineReportProps) {
  const per = groupHeader.toLowerCase();
  return (
    <ReportSection
      {...report}
      chart={{
        label: { money: `${report.title}: value per ${per}`, count: `${report.title}: quotes per ${per}` },
        dataKey: 'Name',
        series: { money: [valueSeries], count: [quotesSeries] },
      }}
      table={{
        caption: `${report.title} (current quote revisions)`,
        columns: { money: columnsOf(groupHeader, true), count: columnsOf(groupHeader, false) },
        total: totalOf,
      }}
    />
  );
}
