// The transaction type control's styles (its indicator is a FloatingIndicator) load with this screen.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { TransactionTypeId } from '@airquote/shared/contracts/pricing/pricing-schemas';
import { CategoryMultiplierTransactionType } from '@airquote/shared/enums/lookups';
import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Table,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/format.ts';
import { addersByGroup, formatMultiplierText } from '../pricing.ts';
import type { PricingInputsState } from '../use-pricing-inputs.ts';

export const noMultiplierMessage =
  'No standard multiplier for this category and transaction type: ask your administrator.';

const transactionTypes = [
  { value: String(CategoryMultiplierTransactionType.BuyResale), label: 'Buy/Resale' },
  { value: String(CategoryMultiplierTransactionType.FactoryDirect), label: 'Factory Direct' },
];

type Figure = {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
  /** A part of the row above it (the options of one group). */
  detail?: boolean;
};

const figureStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function FigureTable({ caption, figures }: { caption: string; figures: Figure[] }) {
  return (
    <Table verticalSpacing={3} horizontalSpacing={0} withRowBorders={false} layout="fixed">
      <Table.Caption ta="left" fw={600} fz="sm" mt={0} mb={4} style={{ captionSide: 'top' }}>
        {caption}
      </Table.Caption>
      <Table.Tbody>
        {figures.map((figure, index) => (
          <Table.Tr
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of rows, never reordered
            key={index}
            style={figure.strong ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Table.Th
              scope="row"
              fw={figure.strong ? 600 : 400}
              fz="sm"
              c={figure.detail ? 'dimmed' : undefined}
              pl={figure.detail ? 'md' : 0}
            >
              {figure.label}
            </Table.Th>
            <Table.Td
              ta="right"
              fz="sm"
              fw={figure.strong ? 600 : 400}
              c={figure.detail ? 'dimmed' : undefined}
              style={figureStyle}
              data-testid={figure.testId}
            >
              {figure.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The server's price of the unit as configured (docs/domain.md section 5): list = base + options, net =
 * list × multiplier to the cent, extended = quantity × unit. Nothing for readers without prices.
 */
export function PricingPanel({ pricing }: { pricing: PricingInputsState }) {
  const theme = useMantineTheme();
  if (!pricing.canSeePrices) return null;
  const { priced } = pricing;
  const groups = pricing.groups ? addersByGroup(pricing.groups) : null;
  const money = (value: string | null | undefined) => (priced ? formatMoney(value) : '—');
  const listFigures: Figure[] = [
    { label: 'Base price', value: money(priced?.BaseListPrice), testId: 'pricing-base' },
    { label: 'Options (adders)', value: money(priced?.AddersListPrice), testId: 'pricing-adders' },
    ...(groups ?? []).map((group) => ({
      label: group.name,
      value: formatMoney(group.adders),
      testId: `pricing-adders-${group.name}`,
      detail: true,
    })),
    {
      label: 'Unit list price',
      value: money(priced?.UnitListPrice),
      testId: 'pricing-unit-list',
      strong: true,
    },
  ];
  const netFigures: Figure[] = [
    {
      label: 'Standard multiplier',
      value: formatMultiplierText(priced?.StandardMultiplier),
      testId: 'pricing-standard-multiplier',
    },
    {
      label: 'Multiplier applied',
      value: (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {priced?.MultiplierSource && (
            <Badge size="xs" variant="light" data-testid="pricing-multiplier-source">
              {priced.MultiplierSource}
            </Badge>
          )}
          <span data-testid="pricing-multiplier">{formatMultiplierText(priced?.Multiplier)}</span>
        </Group>
      ),
    },
    { label: 'Net unit price', value: money(priced?.NetUnitPrice), testId: 'pricing-net-unit', strong: true },
    { label: 'Quantity', value: priced ? String(priced.ItemQty) : '—', testId: 'pricing-quantity' },
    { label: 'Extended list', value: money(priced?.ExtendedListPrice), testId: 'pricing-extended-list' },
    {
      label: 'Extended net',
      value: money(priced?.ExtendedNetPrice),
      testId: 'pricing-extended-net',
      strong: true,
    },
  ];

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label="Pricing"
      aria-busy={pricing.updating}
    >
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h5">
            Pricing
          </Title>
          {pricing.updating && <Loader size={14} aria-label="Updating the price" />}
        </Group>
        <SegmentedControl
          size="xs"
          color={theme.primaryColor}
          aria-label="Transaction type"
          data={transactionTypes}
          value={String(pricing.transactionType)}
          onChange={(value) => pricing.setTransactionType(Number(value) as TransactionTypeId)}
        />
      </Group>
      {!pricing.hasModel ? (
        <Text size="sm" c="dimmed">
          Choose a model to see its price.
        </Text>
      ) : (
        <>
          {pricing.held && (
            <Text size="sm" c="orange" mb={4}>
              Price of the last valid options: resolve the options that need attention to price these.
            </Text>
          )}
          {/* Rows at their own height: a table stretched to its neighbour's height spreads its rows. */}
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="xl"
            verticalSpacing="xs"
            style={{ alignItems: 'start' }}
          >
            <FigureTable caption="List price" figures={listFigures} />
            <FigureTable caption="Net price" figures={netFigures} />
          </SimpleGrid>
          {priced && priced.Multiplier === null && (
            <Alert color="yellow" variant="light" mt="xs" p="xs" data-testid="pricing-no-multiplier">
              {noMultiplierMessage}
            </Alert>
          )}
        </>
      )}
    </Paper>
  );
}
