import { Box, Table, Text } from '@mantine/core';

export type ChartDataRow = { key: string; label: string; cells: string[] };

type ChartDataTableProps = {
  /** What the table lists, read by screen readers as its name. */
  caption: string;
  /** Column headings after the first (the point's name), with their units. */
  columns: string[];
  rows: ChartDataRow[];
  testId: string;
};

/**
 * A chart's text equivalent (issue #18, WCAG 1.1.1): the plotted points in the user's units, under
 * a "Data table" disclosure below the chart, as reports put a table beside each chart.
 */
export function ChartDataTable({ caption, columns, rows, testId }: ChartDataTableProps) {
  return (
    <Box component="details" mt={4} data-testid={testId}>
      <Text component="summary" size="sm" c="blue.8" style={{ cursor: 'pointer' }}>
        Data table
      </Text>
      <Box style={{ overflowX: 'auto' }}>
        <Table
          aria-label={caption}
          verticalSpacing={2}
          horizontalSpacing="xs"
          fz="xs"
          striped
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Point</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" ta="right">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={400}>
                  {row.label}
                </Table.Th>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column.
                  <Table.Td key={index} ta="right">
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Box>
  );
}

/** Every `step`-th point of a sampled curve and its last: enough to read it back from a table. */
export function sampledPoints<T>(points: readonly T[], step = 4): T[] {
  return points.filter((_, index) => index % step === 0 || index === points.length - 1);
}
