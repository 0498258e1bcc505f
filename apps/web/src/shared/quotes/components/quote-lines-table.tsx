import type { ProjectQuote, QuoteLineItem } from '@airquote/shared/contracts/quote/quote-schemas';
import { Table, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format.ts';

type PricedLinesTableProps = {
  lines: readonly QuoteLineItem[];
  showPrices: boolean;
  /** The schedule column, when the lines span schedules. */
  scheduleNameOf?: (line: QuoteLineItem) => string;
  label: string;
  rowTestId: string;
};

/** Priced lines of a quote or an order: tag, qty, model, code string, and the prices for their readers. */
export function PricedLinesTable({
  lines,
  showPrices,
  scheduleNameOf,
  label,
  rowTestId,
}: PricedLinesTableProps) {
  return (
    <Table.ScrollContainer minWidth={showPrices ? 900 : 600}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {scheduleNameOf && <Table.Th>Schedule</Table.Th>}
            <Table.Th>Tag</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th>Model</Table.Th>
            <Table.Th>Code String</Table.Th>
            {showPrices && (
              <>
                <Table.Th ta="right">Unit List</Table.Th>
                <Table.Th ta="right">Multiplier</Table.Th>
                <Table.Th ta="right">Net Unit</Table.Th>
                <Table.Th ta="right">Extended</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.ProjectScheduleLineItemId} data-testid={rowTestId}>
              {scheduleNameOf && <Table.Td>{scheduleNameOf(line)}</Table.Td>}
              <Table.Td>{line.ItemTag}</Table.Td>
              <Table.Td ta="right">{line.ItemQty}</Table.Td>
              <Table.Td>{line.ProductModelName}</Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {line.CodeString}
              </Table.Td>
              {showPrices && (
                <>
                  <Table.Td ta="right">{formatMoney(line.Pricing?.UnitListPrice)}</Table.Td>
                  <Table.Td ta="right">{line.Pricing?.Multiplier ?? '—'}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.Pricing?.NetUnitPrice)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.Pricing?.ExtendedNetPrice)}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The quote's lines: every active line item of its schedules; price columns only for readers of prices. */
export function QuoteLinesTable({ quote }: { quote: ProjectQuote }) {
  const scheduleNames = new Map(quote.ProjectSchedules.map((s) => [s.ProjectScheduleId, s.Name]));
  if (quote.LineItems.length === 0)
    return <Text c="dimmed">The quote's schedules have no active line items yet.</Text>;
  return (
    <PricedLinesTable
      lines={quote.LineItems}
      showPrices={quote.Totals !== null}
      scheduleNameOf={(line) => scheduleNames.get(line.ProjectScheduleId) ?? ''}
      label="Quote lines"
      rowTestId="quote-line"
    />
  );
}
