import type { AdminCompany } from '@airquote/shared/contracts/company/admin-company-schemas';
import { Button, Group, Paper, Stack, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CompanyLogo, companyLogoKey } from '../../../components/company-logo.tsx';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { StatusToggleButton } from '../../../components/status-toggle-button.tsx';
import { showToast } from '../../../components/toast.tsx';
import { useCompanies } from '../api/get-companies.ts';
import { isStaleChange, refreshAdminData } from '../api/query-keys.ts';
import { updateCompanyStatus } from '../api/update-company-status.ts';
import { upsertCompany } from '../api/upsert-company.ts';
import { upsertCompanyLogo } from '../api/upsert-company-logo.ts';
import {
  ActiveBadge,
  AdminSearchBar,
  EmptyListRow,
  LoadingListRow,
  useAdminSearch,
} from '../components/admin-list-parts.tsx';
import { CompanyFormModal, type CompanyFormValues } from '../components/company-form-modal.tsx';

const kindLabels: Record<AdminCompany['Kind'], string> = {
  Internal: 'Internal',
  RepFirm: 'Rep firm',
  Customer: 'Customer',
};

/** Case-insensitive match of the search text in the company's name or kind. */
export function companyMatches(company: AdminCompany, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || `${company.Name} ${kindLabels[company.Kind]}`.toLowerCase().includes(needle);
}

/** /topmenu/admin/companies: find, create, edit, activate and deactivate companies. */
export function CompaniesPage() {
  const queryClient = useQueryClient();
  const { text, includeInactive, bar } = useAdminSearch();
  const [editing, setEditing] = useState<AdminCompany | 'new' | null>(null);
  const [statusChange, setStatusChange] = useState<AdminCompany | null>(null);
  const companies = useCompanies(includeInactive, { placeholderData: keepPreviousData });
  const shown = useMemo(
    () => (companies.data ?? []).filter((company) => companyMatches(company, text)),
    [companies.data, text],
  );
  const refresh = () => {
    refreshAdminData(queryClient);
    void queryClient.invalidateQueries({ queryKey: companyLogoKey });
  };

  const save = useMutation({
    mutationFn: async ({ values, logo }: { values: CompanyFormValues; logo: File | null }) => {
      const current = editing !== 'new' ? editing : null;
      const saved = await upsertCompany({
        CompanyId: current?.CompanyId ?? 0,
        ...values,
        ...(current ? { RowVersion: current.RowVersion } : {}),
      });
      // The company exists now, so a refused logo leaves it open for another try.
      setEditing(saved);
      return logo ? upsertCompanyLogo(saved.CompanyId, logo) : saved;
    },
    onSuccess: (company) => {
      showToast({ type: 'Success', message: `${company.Name} was saved.` });
      setEditing(null);
    },
    onError: (error) => {
      showToast({ type: 'Error', message: error.message });
      // A stale form cannot be saved: close it, the list reloads with the other person's change.
      if (isStaleChange(error)) setEditing(null);
    },
    onSettled: refresh,
  });
  const changeStatus = useMutation({
    mutationFn: (company: AdminCompany) =>
      updateCompanyStatus(company.CompanyId, !company.IsActive, company.RowVersion),
    onSuccess: (company) =>
      showToast({
        type: 'Success',
        message: `${company.Name} was ${company.IsActive ? 'activated' : 'deactivated'}.`,
      }),
    onError: (error) => showToast({ type: 'Error', message: error.message }),
    onSettled: refresh,
  });

  return (
    <Stack gap="md">
      <AdminSearchBar
        label="Search companies"
        placeholder="Name or kind"
        loadingLabel="Loading companies"
        fetching={companies.isFetching}
        {...bar}
        width={320}
        maxLength={120}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New company
          </Button>
        }
      />
      <Paper withBorder radius="md">
        {companies.isError ? (
          <LoadFailure what="companies" error={companies.error} onRetry={() => void companies.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Companies">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={150}>Logo</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Default brand</Table.Th>
                  <Table.Th ta="right">Employees</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.isLoading && <LoadingListRow colSpan={7} label="Loading companies" />}
                {companies.data && shown.length === 0 && (
                  <EmptyListRow colSpan={7}>
                    No company matches{text.trim() ? ` “${text.trim()}”` : ''}.
                  </EmptyListRow>
                )}
                {shown.map((company) => (
                  <Table.Tr key={company.CompanyId}>
                    <Table.Td>
                      <CompanyLogo
                        company={company}
                        version={company.DateModified}
                        alt={`${company.Name} logo`}
                        width={112}
                        height={28}
                      />
                    </Table.Td>
                    <Table.Td fw={500}>{company.Name}</Table.Td>
                    <Table.Td>{kindLabels[company.Kind]}</Table.Td>
                    <Table.Td>{company.DefaultBrand?.Name ?? '—'}</Table.Td>
                    <Table.Td ta="right">{company.EmployeeCount}</Table.Td>
                    <Table.Td>
                      <ActiveBadge active={company.IsActive} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing(company)}
                          aria-label={`Edit ${company.Name}`}
                        >
                          Edit
                        </Button>
                        {!company.IsInternal && (
                          <StatusToggleButton
                            active={company.IsActive}
                            name={company.Name}
                            onClick={() => setStatusChange(company)}
                          />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <CompanyFormModal
        opened={editing !== null}
        company={editing === 'new' ? null : editing}
        saving={save.isPending}
        onSave={(values, logo) => save.mutate({ values, logo })}
        onClose={() => setEditing(null)}
      />
      <ConfirmationModal
        opened={statusChange !== null}
        header={statusChange?.IsActive ? 'Deactivate company' : 'Activate company'}
        message={
          statusChange?.IsActive
            ? `Deactivate ${statusChange.Name}? It disappears from company lists and pickers; its employees keep their accounts.`
            : `Activate ${statusChange?.Name ?? ''}? It appears in company lists and pickers again.`
        }
        acceptLabel={statusChange?.IsActive ? 'Deactivate' : 'Activate'}
        onAccept={() => {
          if (statusChange) changeStatus.mutate(statusChange);
          setStatusChange(null);
        }}
        onReject={() => setStatusChange(null)}
      />
    </Stack>
  );
}
