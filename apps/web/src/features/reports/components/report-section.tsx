import type { ReportFilters, ReportKind } from '@airquote/shared/contracts/report/report-schemas';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListLoadFallback } from '../../../components/list/list-load-fallback.tsx';
import { openOrDownload } from '../../../lib/file-helper.ts';
import { exportReport } from '../api/export-report.ts';
import { reportKeys } from '../api/query-keys.ts';
import { type ChartSeries, ReportChart } from './report-chart.tsx';
import { type ReportColumn, ReportTable } from './report-table.tsx';

/**
 * What the reports page hands every report: the filters of the address, whether to ask, and
 * whether its chart is the one drawn at once (the others follow in a second pass, issue #18).
 */
export type ReportBlockProps = { filters: ReportFilters; enabled: boolean; chartAtOnce?: boolean };

type ReportAnswer = { Rows: Record<string, string | number | null>[]; ShowsMoney?: boolean };
type RowOf<Answer extends ReportAnswer> = Answer['Rows'][number];
/** What a report shows a reader who may see prices (money) and one who may not (count). */
type ByMoney<T> = { money: T; count: T };

const byMoney = <T,>(value: T | ByMoney<T>, money: boolean): T =>
  typeof value === 'object' && value !== null && 'money' in value && 'count' in value
    ? money
      ? value.money
      : value.count
    : (value as T);

type ReportSectionProps<Answer extends ReportAnswer> = ReportBlockProps & {
  kind: ReportKind;
  title: string;
  description: string;
  load: (filters: ReportFilters, options: { signal?: AbortSignal }) => Promise<Answer>;
  /** Does the answer hold nothing to draw? By default: no row. */
  isEmpty?: (answer: Answer) => boolean;
  emptyText?: string;
  chart: {
    /** What the chart shows, for screen readers (the table beside it holds the numbers). */
    label: string | ByMoney<string>;
    dataKey: keyof RowOf<Answer> & string;
    series: ChartSeries[] | ByMoney<ChartSeries[]>;
    /** Hours whoever reads; otherwise money, or counts for a reader without prices. */
    unit?: 'hours';
    /** The bars' rows when they are not the table's rows. */
    points?: (rows: RowOf<Answer>[]) => ReportAnswer['Rows'];
  };
  table: {
    caption: string;
    columns: ReportColumn<RowOf<Answer>>[] | ByMoney<ReportColumn<RowOf<Answer>>[]>;
    /** A last row with the totals, when the report has them. */
    total?: (answer: Answer) => RowOf<Answer>;
  };
};

/**
 * One report: asked with the filters (the previous answer stays while new filters load), its chart
 * with the table of its numbers beside it, and an .xlsx of that table.
 */
export function ReportSection<Answer extends ReportAnswer>(props: ReportSectionProps<Answer>) {
  const query = useQuery({
    queryKey: reportKeys.report(props.kind, props.filters),
    queryFn: ({ signal }) => props.load(props.filters, { signal }),
    placeholderData: keepPreviousData,
    enabled: props.enabled,
  });
  const answer = query.data;
  const money = answer?.ShowsMoney ?? false;
  const { chart, table } = props;
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const headingId = `report-${props.kind}`;

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      openOrDownload(await exportReport(props.kind, props.filters), `${props.kind}.xlsx`);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-report={props.kind}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {props.title}
            </Title>
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          </div>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={() => void download()}
            loading={exporting}
            disabled={!answer}
          >
            Export .xlsx
          </Button>
        </Group>
        {exportError && (
          <Text c="red" size="sm" role="alert">
            {exportError}
          </Text>
        )}
        {!answer ? (
          <ListLoadFallback
            what={props.title.toLowerCase()}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (props.isEmpty ? props.isEmpty(answer) : answer.Rows.length === 0) ? (
          <Text c="dimmed" ta="center" p="lg" data-testid="report-empty">
            {props.emptyText ?? 'No quotes match these filters.'}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <div>
              <ReportChart
                label={byMoney(chart.label, money)}
                data={chart.points ? chart.points(answer.Rows) : answer.Rows}
                dataKey={chart.dataKey}
                unit={chart.unit ?? (money ? 'money' : 'count')}
                series={byMoney(chart.series, money)}
                later={!props.chartAtOnce}
              />
            </div>
            <div>
              <ReportTable
                caption={table.caption}
                columns={byMoney(table.columns, money)}
                rows={answer.Rows}
                total={table.total?.(answer)}
              />
            </div>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
