import type { ProductTypeCategoryMultiplier } from '@airquote/shared/contracts/pricing/category-multiplier-schemas';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** The label of a transaction type as the lookup describes it ("Buy/Resale"), else its name. */
export function transactionTypeLabel(
  multiplier: Pick<ProductTypeCategoryMultiplier, 'TransactionType' | 'TransactionTypeName'>,
  transactionTypes: ReadonlyArray<{ value: string; label: string }>,
): string {
  return (
    transactionTypes.find((option) => option.value === String(multiplier.TransactionType))?.label ??
    multiplier.TransactionTypeName
  );
}

function KeyPart({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/**
 * What a standard multiplier applies to. It cannot change (the server refuses it): a different
 * company, category or transaction type is another multiplier, so the edit form shows it as text.
 */
export function MultiplierKey({
  multiplier,
  transactionTypes,
}: {
  multiplier: ProductTypeCategoryMultiplier;
  transactionTypes: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <KeyPart label="Company" value={multiplier.CompanyName} />
        <KeyPart label="Transaction type" value={transactionTypeLabel(multiplier, transactionTypes)} />
        <KeyPart label="Product type" value={multiplier.ProductTypeName} />
        <KeyPart label="Category" value={multiplier.ProductTypeCategoryName} />
      </SimpleGrid>
    </Paper>
  );
}
