import { Button, Group, Loader, Paper, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export type MultiplierFilterValues = {
  CompanyId: number | null;
  ProductTypeId: number | null;
  TransactionType: number | null;
};

type Options = ReadonlyArray<{ value: string; label: string }>;

type MultiplierFiltersProps = {
  filters: MultiplierFilterValues;
  onChange: (filters: MultiplierFilterValues) => void;
  companies: Options;
  productTypes: Options;
  transactionTypes: Options;
  fetching: boolean;
  onAdd: () => void;
};

const toId = (value: string | null) => (value ? Number(value) : null);
const toValue = (id: number | null) => (id === null ? null : String(id));

/** Company, product type and transaction type narrow the standard multipliers; each may be cleared. */
export function MultiplierFilters({
  filters,
  onChange,
  fetching,
  onAdd,
  ...options
}: MultiplierFiltersProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="lg">
          <Select
            label="Company"
            placeholder="All companies"
            searchable
            clearable
            nothingFoundMessage="No company matches"
            w={280}
            data={options.companies}
            value={toValue(filters.CompanyId)}
            onChange={(value) => onChange({ ...filters, CompanyId: toId(value) })}
          />
          <Select
            label="Product type"
            placeholder="All product types"
            clearable
            w={220}
            data={options.productTypes}
            value={toValue(filters.ProductTypeId)}
            onChange={(value) => onChange({ ...filters, ProductTypeId: toId(value) })}
          />
          <Select
            label="Transaction type"
            placeholder="All transaction types"
            clearable
            w={200}
            data={options.transactionTypes}
            value={toValue(filters.TransactionType)}
            onChange={(value) => onChange({ ...filters, TransactionType: toId(value) })}
          />
          {fetching && <Loader size="sm" mb={8} aria-label="Loading standard multipliers" />}
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Add multiplier
        </Button>
      </Group>
    </Paper>
  );
}
