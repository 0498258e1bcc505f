import type { ProductTypeCategoryMultiplier } from '@airquote/shared/contracts/pricing/category-multiplier-schemas';
import type { TransactionTypeId } from '@airquote/shared/contracts/pricing/pricing-schemas';
import { CategoryMultiplierTransactionType } from '@airquote/shared/enums/lookups';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmationModal } from '../../../../components/confirmation-modal.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { showToast } from '../../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../../components/use-stale-change-alert.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useProductHierarchy } from '../../../../shared/projects/api/search-product-types.ts';
import { deleteCategoryMultiplier } from '../../api/delete-category-multiplier.ts';
import { useTransactionTypes } from '../../api/get-category-multiplier-transaction-types.ts';
import { refreshPricingData } from '../../api/query-keys.ts';
import { useCategoryMultipliers } from '../../api/search-category-multipliers.ts';
import { EmptyListRow, LoadingListRow, RowActions } from '../admin-list-parts.tsx';
import { MultiplierFilters, type MultiplierFilterValues } from './multiplier-filters.tsx';
import { MultiplierFormModal } from './multiplier-form-modal.tsx';
import { transactionTypeLabel } from './multiplier-key.tsx';
import { useCompanyOptions, useFormModal } from './pricing-parts.tsx';

const noFilters: MultiplierFilterValues = { CompanyId: null, ProductTypeId: null, TransactionType: null };
const COLUMNS = 7;

function matches(multiplier: ProductTypeCategoryMultiplier, filters: MultiplierFilterValues): boolean {
  return (
    (filters.CompanyId === null || filters.CompanyId === multiplier.CompanyId) &&
    (filters.ProductTypeId === null || filters.ProductTypeId === multiplier.ProductTypeId) &&
    (filters.TransactionType === null || filters.TransactionType === multiplier.TransactionType)
  );
}

/** The standard multipliers of every rep firm and customer: find, add, change the value, delete. */
export function MultipliersSection() {
  const queryClient = useQueryClient();
  const companies = useCompanyOptions();
  const hierarchy = useProductHierarchy();
  const [filters, setFilters] = useState<MultiplierFilterValues>(noFilters);
  const form = useFormModal<ProductTypeCategoryMultiplier>();
  const [deleting, setDeleting] = useState<ProductTypeCategoryMultiplier | null>(null);
  const transactionTypes = useTransactionTypes();
  const typeOptions = (transactionTypes.data ?? []).map((type) => ({
    value: String(type.Id),
    label: type.Description,
  }));
  const multipliers = useCategoryMultipliers(
    { ...filters, TransactionType: filters.TransactionType as TransactionTypeId | null },
    { placeholderData: keepPreviousData },
  );
  const refresh = () => refreshPricingData(queryClient);
  const stale = useStaleChangeAlert(refresh);
  const describe = (multiplier: ProductTypeCategoryMultiplier) =>
    `${multiplier.CompanyName}, ${multiplier.ProductTypeCategoryName} (${transactionTypeLabel(multiplier, typeOptions)})`;

  const remove = useMutation({
    mutationFn: (multiplier: ProductTypeCategoryMultiplier) =>
      deleteCategoryMultiplier(multiplier.ProductTypeCategoryMultiplierId, multiplier.RowVersion),
    onSuccess: (_, multiplier) =>
      showToast({
        type: 'Success',
        message: `The standard multiplier of ${describe(multiplier)} was deleted.`,
      }),
    onError: stale.handleError,
    onSettled: refresh,
  });
  const saved = (multiplier: ProductTypeCategoryMultiplier, created: boolean) => {
    showToast({
      type: 'Success',
      message: created
        ? `Standard multiplier ${multiplier.Multiplier} added for ${describe(multiplier)}.`
        : `The standard multiplier of ${describe(multiplier)} is now ${multiplier.Multiplier}.`,
    });
    // A new multiplier the filters would hide is shown with its company's others.
    if (!matches(multiplier, filters)) setFilters({ ...noFilters, CompanyId: multiplier.CompanyId });
    refresh();
  };
  const rows = multipliers.data ?? [];

  return (
    <Stack gap="md">
      <MultiplierFilters
        filters={filters}
        onChange={setFilters}
        companies={companies.options}
        productTypes={(hierarchy.data?.productTypes ?? []).map((type) => ({
          value: String(type.ProductTypeId),
          label: type.Name,
        }))}
        transactionTypes={typeOptions}
        fetching={multipliers.isFetching && !multipliers.isLoading}
        onAdd={() => form.open(null)}
      />
      <Paper withBorder radius="md">
        {multipliers.isError ? (
          <LoadFailure
            what="standard multipliers"
            error={multipliers.error}
            onRetry={() => void multipliers.refetch()}
          />
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Standard multipliers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Product type</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Transaction type</Table.Th>
                  <Table.Th ta="right">Multiplier</Table.Th>
                  <Table.Th>Modified</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {multipliers.isLoading && (
                  <LoadingListRow colSpan={COLUMNS} label="Loading standard multipliers" />
                )}
                {multipliers.data && rows.length === 0 && (
                  <EmptyListRow colSpan={COLUMNS}>
                    {filters.CompanyId === null &&
                    filters.ProductTypeId === null &&
                    filters.TransactionType === null
                      ? 'No standard multiplier yet.'
                      : 'No standard multiplier matches these filters.'}
                  </EmptyListRow>
                )}
                {rows.map((multiplier) => (
                  <Table.Tr key={multiplier.ProductTypeCategoryMultiplierId}>
                    <Table.Td fw={500}>{multiplier.CompanyName}</Table.Td>
                    <Table.Td>{multiplier.ProductTypeName}</Table.Td>
                    <Table.Td>{multiplier.ProductTypeCategoryName}</Table.Td>
                    <Table.Td>{transactionTypeLabel(multiplier, typeOptions)}</Table.Td>
                    <Table.Td ta="right" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {multiplier.Multiplier}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" component="span">
                        {formatDate(multiplier.DateModified)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        editLabel={`Edit the multiplier of ${describe(multiplier)}`}
                        onEdit={() => form.open(multiplier)}
                        deleteLabel={`Delete the multiplier of ${describe(multiplier)}`}
                        onDelete={() => setDeleting(multiplier)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <MultiplierFormModal
        opened={form.opened}
        multiplier={form.record}
        defaults={{
          ...filters,
          TransactionType: filters.TransactionType ?? CategoryMultiplierTransactionType.BuyResale,
        }}
        transactionTypes={typeOptions}
        onClose={form.close}
        onSaved={saved}
        onError={stale.handleError}
      />
      <ConfirmationModal
        opened={deleting !== null}
        header="Delete standard multiplier"
        message={
          deleting
            ? `Delete the standard multiplier ${deleting.Multiplier} of ${describe(deleting)}? Until another is added, this company's lines of the category have no net price for this transaction type.`
            : ''
        }
        acceptLabel="Delete"
        onAccept={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
        onReject={() => setDeleting(null)}
      />
      {stale.alert}
    </Stack>
  );
}
