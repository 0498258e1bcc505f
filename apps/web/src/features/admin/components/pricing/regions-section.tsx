import type { Region } from '@airquote/shared/contracts/pricing/region-schemas';
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { showToast } from '../../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../../components/use-stale-change-alert.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { hasPermission } from '../../../../lib/permissions.ts';
import { useUserInfo } from '../../../../lib/session-store.ts';
import { refreshPricingData } from '../../api/query-keys.ts';
import { useRegions } from '../../api/search-regions.ts';
import {
  ActiveBadge,
  AdminSearchBar,
  EmptyListRow,
  LoadingListRow,
  RowActions,
  useAdminSearch,
} from '../admin-list-parts.tsx';
import { useCompanyOptions, useFormModal } from './pricing-parts.tsx';
import { RegionFormModal } from './region-form-modal.tsx';

const COLUMNS = 6;

/** The sales regions: their regional sales manager (a multiplier reviewer), companies and status. */
export function RegionsSection() {
  const queryClient = useQueryClient();
  const userInfo = useUserInfo();
  const { searchText, includeInactive, bar } = useAdminSearch();
  const companies = useCompanyOptions(true);
  const form = useFormModal<Region>();
  const request = { SearchText: searchText, IncludeInactive: includeInactive };
  const regions = useRegions(request, { placeholderData: keepPreviousData });
  const refresh = () => refreshPricingData(queryClient);
  const stale = useStaleChangeAlert(refresh);
  const rows = regions.data ?? [];

  return (
    <>
      <AdminSearchBar
        label="Search regions"
        placeholder="Region name"
        loadingLabel="Loading regions"
        fetching={regions.isFetching}
        {...bar}
        width={280}
        maxLength={100}
        action={null}
      />
      <Paper withBorder radius="md" mt="md">
        {regions.isError ? (
          <LoadFailure what="regions" error={regions.error} onRetry={() => void regions.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={800}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Regions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Region</Table.Th>
                  <Table.Th>Regional sales manager</Table.Th>
                  <Table.Th>Companies</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Modified</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {regions.isLoading && <LoadingListRow colSpan={COLUMNS} label="Loading regions" />}
                {regions.data && rows.length === 0 && (
                  <EmptyListRow colSpan={COLUMNS}>
                    No region{searchText ? ` matches “${searchText}”` : ' yet'}.
                  </EmptyListRow>
                )}
                {rows.map((region) => (
                  <Table.Tr key={region.RegionId}>
                    <Table.Td fw={500}>{region.Name}</Table.Td>
                    <Table.Td>
                      {region.RegionalSalesManagerName ?? (
                        <Text size="sm" c="dimmed" component="span">
                          None (VP of pricing reviews)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {region.CompanyIds.length ? (
                        <Group gap={4}>
                          {region.CompanyIds.map((companyId) => (
                            <Badge key={companyId} variant="light" color="gray" tt="none">
                              {companies.nameOf(companyId)}
                            </Badge>
                          ))}
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed" component="span">
                          None
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ActiveBadge active={region.IsActive} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" component="span">
                        {formatDate(region.DateModified)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RowActions editLabel={`Edit region ${region.Name}`} onEdit={() => form.open(region)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <RegionFormModal
        opened={form.opened}
        region={form.record}
        companies={companies.options}
        canListManagers={hasPermission(userInfo, 'admin.users')}
        onClose={form.close}
        onSaved={(region) => {
          showToast({ type: 'Success', message: `Region ${region.Name} was saved.` });
          refresh();
        }}
        onError={stale.handleError}
      />
      {stale.alert}
    </>
  );
}
