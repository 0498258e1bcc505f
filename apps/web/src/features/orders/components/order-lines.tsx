import type { ProjectOrder } from '@airquote/shared/contracts/order/order-schemas';
import { Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/format.ts';
import { PricedLinesTable } from '../../../shared/quotes/components/quote-lines-table.tsx';
import { QuoteTotals } from '../../../shared/quotes/components/quote-totals.tsx';

const netAddLabels: Record<string, string> = {
  Freight: 'Freight',
  StartUp: 'Start-up',
  Misc: 'Miscellaneous',
};

/** The lines, net adds and totals frozen when the order was requested; no price column without prices. */
export function OrderLines({ snapshot }: { snapshot: ProjectOrder['Snapshot'] }) {
  const showPrices = snapshot.Totals !== null;
  return (
    <Stack gap="md">
      {snapshot.LineItems.length === 0 ? (
        <Text c="dimmed">The order has no lines.</Text>
      ) : (
        <PricedLinesTable
          lines={snapshot.LineItems}
          showPrices={showPrices}
          label="Order lines"
          rowTestId="order-line"
        />
      )}
      {snapshot.NetAdds.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h6">
            Net adds
          </Title>
          <Table verticalSpacing={4} aria-label="Order net adds">
            <Table.Tbody>
              {snapshot.NetAdds.map((netAdd) => (
                <Table.Tr key={netAdd.ProjectQuoteNetAddId}>
                  <Table.Td w={160}>{netAddLabels[netAdd.NetAddType] ?? netAdd.NetAddType}</Table.Td>
                  <Table.Td>{netAdd.Description}</Table.Td>
                  {showPrices && <Table.Td ta="right">{formatMoney(netAdd.Amount)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <QuoteTotals totals={snapshot.Totals} />
    </Stack>
  );
}
