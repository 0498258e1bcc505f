import { Table, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format.ts';

export type ReportColumn<Row> = {
  header: string;
  /** money: a decimal string shown as dollars; count and hours right-aligned. */
  kind: 'text' | 'count' | 'money' | 'hours';
  value: (row: Row) => string | number | null;
};

const shown = (kind: ReportColumn<unknown>['kind'], value: string | number | null) => {
  if (value === null) return '—';
  if (kind === 'money') return formatMoney(value);
  if (kind === 'count') return Number(value).toLocaleString();
  return String(value);
};

/**
 * The numbers of a report beside its chart. Each cell carries its exact value in data-value (the
 * decimal string the server answered), so what the chart draws can be checked against it.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  /** A last row with the totals, when the report has them. */
  total?: Row;
}) {
  const cells = (row: Row, isTotal: boolean) =>
    columns.map((column, index) => {
      const value = column.value(row);
      return (
        <Table.Td
          key={column.header}
          ta={column.kind === 'text' ? 'left' : 'right'}
          fw={isTotal ? 700 : undefined}
          data-column={column.header}
          data-value={value ?? ''}
          style={column.kind === 'text' ? undefined : { fontVariantNumeric: 'tabular-nums' }}
        >
          {index === 0 && isTotal ? 'Total' : shown(column.kind, value)}
        </Table.Td>
      );
    });
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Caption>
          <Text size="xs" c="dimmed" component="span">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.kind === 'text' ? 'left' : 'right'}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Rows of a report have no id of their own; their order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a report row is identified by its position
            <Table.Tr key={index} data-row={String(columns[0]?.value(row) ?? index)}>
              {cells(row, false)}
            </Table.Tr>
          ))}
          {total && <Table.Tr data-row="Total">{cells(total, true)}</Table.Tr>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
