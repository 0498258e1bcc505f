import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format.ts';

/** Lines + net adds = total (docs/domain.md section 5); nothing for readers without prices. */
export function QuoteTotals({ totals }: { totals: ProjectQuote['Totals'] }) {
  if (!totals) return null;
  const row = (label: string, value: string | null, strong = false) => (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} data-testid={strong ? 'quote-total' : undefined}>
        {formatMoney(value)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} maw={360} ml="auto" aria-label="Totals">
      {row('Extended list', totals.ExtendedListTotal)}
      {row('Line items (net)', totals.LineItemsTotal)}
      {row('Net adds', totals.NetAddsTotal)}
      {row('Total', totals.Total, true)}
      {totals.LinesWithoutMultiplier > 0 && (
        <Text size="xs" c="orange">
          {totals.LinesWithoutMultiplier} line(s) have no multiplier yet: the total waits for them.
        </Text>
      )}
    </Stack>
  );
}
