import type { TurnaroundReport } from '@airquote/shared/contracts/report/report-schemas';
import { getReviewTurnaround } from '../api/get-review-turnaround.ts';
import { type ReportBlockProps, ReportSection } from './report-section.tsx';
import type { ReportColumn } from './report-table.tsx';

type Row = TurnaroundReport['Rows'][number];

const columns: ReportColumn<Row>[] = [
  { header: 'Review', kind: 'text', value: (row) => row.Review },
  { header: 'Decided', kind: 'count', value: (row) => row.DecidedCount },
  { header: 'Pending', kind: 'count', value: (row) => row.PendingCount },
  // Minutes under an hour, hours from an hour on, as the server words them (issue #15 item 9).
  { header: 'Average', kind: 'hours', value: (row) => row.Average },
  { header: 'Median', kind: 'hours', value: (row) => row.Median },
  { header: 'Longest', kind: 'hours', value: (row) => row.Longest },
];

/** Hours from sending an engineering or multiplier request to its decision (no money: everyone sees it). */
export function TurnaroundSection({ filters, enabled }: ReportBlockProps) {
  return (
    <ReportSection
      kind="ReviewTurnaround"
      title="Review turnaround"
      description="Engineering and multiplier requests sent in the range: time from sending to the decision."
      filters={filters}
      enabled={enabled}
      load={getReviewTurnaround}
      isEmpty={(answer) => answer.Rows.every((row) => row.DecidedCount + row.PendingCount === 0)}
      emptyText="No engineering or multiplier request was sent in this range."
      chart={{
        label: 'Average and median review hours',
        dataKey: 'Review',
        unit: 'hours',
        series: [
          { name: 'AverageHours', label: 'Average', color: 'orange.6' },
          { name: 'MedianHours', label: 'Median', color: 'yellow.6' },
        ],
        points: (rows) => rows.map((row) => ({ ...row, Review: `${row.Review} review` })),
      }}
      table={{ caption: 'Time from sending to decision', columns }}
    />
  );
}
