import type { Distributor } from '@airquote/shared/contracts/pricing/distributor-schemas';
import { Anchor, Button, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmationModal } from '../../../../components/confirmation-modal.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { showToast } from '../../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../../components/use-stale-change-alert.tsx';
import { deleteDistributor } from '../../api/delete-distributor.ts';
import { refreshPricingData } from '../../api/query-keys.ts';
import { useDistributors } from '../../api/search-distributors.ts';
import { useRegions } from '../../api/search-regions.ts';
import {
  ActiveBadge,
  AdminSearchBar,
  EmptyListRow,
  LoadingListRow,
  RowActions,
  useAdminSearch,
} from '../admin-list-parts.tsx';
import { DistributorFormModal } from './distributor-form-modal.tsx';
import { useFormModal } from './pricing-parts.tsx';

const COLUMNS = 7;
const everyRegion = { SearchText: '', IncludeInactive: true };

/** The distributors: find by text, region and status; create, edit and delete them. */
export function DistributorsSection() {
  const queryClient = useQueryClient();
  const { searchText, includeInactive, bar } = useAdminSearch();
  const [regionId, setRegionId] = useState<number | null>(null);
  const form = useFormModal<Distributor>();
  const [deleting, setDeleting] = useState<Distributor | null>(null);
  const regions = useRegions(everyRegion);
  const regionOptions = (regions.data ?? []).map((region) => ({
    value: String(region.RegionId),
    label: region.IsActive ? region.Name : `${region.Name} (inactive)`,
  }));
  const request = { SearchText: searchText, RegionId: regionId, IncludeInactive: includeInactive };
  const distributors = useDistributors(request, { placeholderData: keepPreviousData });
  const refresh = () => refreshPricingData(queryClient);
  const stale = useStaleChangeAlert(refresh);
  const remove = useMutation({
    mutationFn: (distributor: Distributor) =>
      deleteDistributor(distributor.DistributorId, distributor.RowVersion),
    onSuccess: (_, distributor) =>
      showToast({ type: 'Success', message: `${distributor.Name} was deleted.` }),
    onError: stale.handleError,
    onSettled: refresh,
  });
  const rows = distributors.data ?? [];
  const filtered = searchText !== '' || regionId !== null;

  return (
    <Stack gap="md">
      <AdminSearchBar
        leading={
          <Select
            label="Region"
            placeholder="All regions"
            clearable
            w={200}
            data={regionOptions}
            value={regionId === null ? null : String(regionId)}
            onChange={(value) => setRegionId(value ? Number(value) : null)}
          />
        }
        label="Search distributors"
        placeholder="Name, contact or city"
        loadingLabel="Loading distributors"
        fetching={distributors.isFetching}
        {...bar}
        width={260}
        maxLength={100}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
            New distributor
          </Button>
        }
      />
      <Paper withBorder radius="md">
        {distributors.isError ? (
          <LoadFailure
            what="distributors"
            error={distributors.error}
            onRetry={() => void distributors.refetch()}
          />
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Distributors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Region</Table.Th>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>City</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {distributors.isLoading && <LoadingListRow colSpan={COLUMNS} label="Loading distributors" />}
                {distributors.data && rows.length === 0 && (
                  <EmptyListRow colSpan={COLUMNS}>
                    {filtered ? 'No distributor matches the search.' : 'No distributor yet.'}
                  </EmptyListRow>
                )}
                {rows.map((distributor) => (
                  <Table.Tr key={distributor.DistributorId}>
                    <Table.Td fw={500}>{distributor.Name}</Table.Td>
                    <Table.Td>{distributor.RegionName ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{distributor.ContactName || '—'}</Text>
                      {distributor.ContactEmail && (
                        <Anchor href={`mailto:${distributor.ContactEmail}`} size="xs">
                          {distributor.ContactEmail}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{distributor.Phone || '—'}</Table.Td>
                    <Table.Td>
                      {[distributor.City, distributor.StateProvinceCode].filter(Boolean).join(', ') || '—'}
                    </Table.Td>
                    <Table.Td>
                      <ActiveBadge active={distributor.IsActive} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        editLabel={`Edit ${distributor.Name}`}
                        onEdit={() => form.open(distributor)}
                        deleteLabel={`Delete ${distributor.Name}`}
                        onDelete={() => setDeleting(distributor)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <DistributorFormModal
        opened={form.opened}
        distributor={form.record}
        regions={regionOptions}
        onClose={form.close}
        onSaved={(distributor, created) => {
          showToast({
            type: 'Success',
            message: `${distributor.Name} was ${created ? 'created' : 'saved'}.`,
          });
          refresh();
        }}
        onError={stale.handleError}
      />
      <ConfirmationModal
        opened={deleting !== null}
        header="Delete distributor"
        message={
          deleting
            ? `Delete ${deleting.Name}? This cannot be undone; to keep it for the record, deactivate it instead.`
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
