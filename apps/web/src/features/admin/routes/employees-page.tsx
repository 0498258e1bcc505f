import type { AdminEmployee } from '@airquote/shared/contracts/employee/employee-schemas';
import { Button, Paper, Select, Stack, Table } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { showToast } from '../../../components/toast.tsx';
import { deleteEmployeeCompanyRole } from '../api/delete-employee-company-role.ts';
import { employeeDeactivate } from '../api/employee-deactivate.ts';
import { useCompanies } from '../api/get-companies.ts';
import { useCompanyRoles } from '../api/get-company-roles.ts';
import { refreshAdminData } from '../api/query-keys.ts';
import { useEmployees } from '../api/search-employees.ts';
import { setEmployeeActive } from '../api/upsert-employee.ts';
import { upsertEmployeeCompanyRole } from '../api/upsert-employee-company-role.ts';
import { upsertUserCompany } from '../api/upsert-user-company.ts';
import { AddEmployeeModal, type NewEmployee } from '../components/add-employee-modal.tsx';
import { AdminSearchBar, EmptyListRow, useAdminSearch } from '../components/admin-list-parts.tsx';
import { EmployeeRow } from '../components/employee-row.tsx';

/** /topmenu/admin/employees?companyId=: a company's employees and their company roles. */
export function EmployeesPage() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const { searchText, includeInactive, bar } = useAdminSearch();
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState<AdminEmployee | null>(null);
  const companies = useCompanies(false);
  const companyRoles = useCompanyRoles();
  const companyId = Number(searchParams.get('companyId')) || companies.data?.[0]?.CompanyId || null;
  const company = companies.data?.find((entry) => entry.CompanyId === companyId);
  const request = { CompanyId: companyId, SearchText: searchText, IncludeInactive: includeInactive };
  const employees = useEmployees(request, { enabled: companyId !== null, placeholderData: keepPreviousData });
  const refresh = () => refreshAdminData(queryClient);
  const report = (message: string) => showToast({ type: 'Success', message });
  const fail = (error: Error) => showToast({ type: 'Error', message: error.message });

  const add = useMutation({
    mutationFn: async (employee: NewEmployee) => {
      const added = await upsertUserCompany(employee.userId, companyId ?? 0, employee.isDefaultCompany);
      return employee.companyRoleId
        ? upsertEmployeeCompanyRole(added.EmployeeId, employee.companyRoleId)
        : added;
    },
    onSuccess: (employee) => {
      report(`${employee.FirstName} ${employee.LastName} works for ${employee.CompanyName}.`);
      setAdding(false);
    },
    onError: fail,
    onSettled: refresh,
  });
  const change = useMutation({
    mutationFn: (action: () => Promise<AdminEmployee>) => action(),
    onSuccess: (employee) => report(`${employee.FirstName} ${employee.LastName} was updated.`),
    onError: fail,
    onSettled: refresh,
  });
  const roleName = (id: number) =>
    companyRoles.data?.find((role) => role.CompanyRoleId === id)?.RoleName ?? '';

  return (
    <Stack gap="md">
      <AdminSearchBar
        leading={
          <Select
            label="Company"
            searchable
            w={280}
            data={(companies.data ?? []).map((entry) => ({
              value: String(entry.CompanyId),
              label: entry.Name,
            }))}
            value={companyId ? String(companyId) : null}
            onChange={(value) => value && setSearchParams({ companyId: value }, { replace: true })}
            allowDeselect={false}
          />
        }
        label="Search employees"
        placeholder="Name or e-mail"
        loadingLabel="Loading employees"
        fetching={employees.isFetching}
        {...bar}
        width={260}
        maxLength={100}
        action={
          <Button
            leftSection={<IconUserPlus size={16} />}
            disabled={!company}
            onClick={() => setAdding(true)}
          >
            Add employee
          </Button>
        }
      />
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label={`Employees of ${company?.Name ?? 'the company'}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Company roles</Table.Th>
                <Table.Th w={190} />
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {employees.data?.length === 0 && (
                <EmptyListRow colSpan={5}>
                  No employee{searchText ? ` matches “${searchText}”` : ' yet'}.
                </EmptyListRow>
              )}
              {(employees.data ?? []).map((employee) => (
                <EmployeeRow
                  key={employee.EmployeeId}
                  employee={employee}
                  companyRoles={companyRoles.data ?? []}
                  busy={change.isPending}
                  onAddRole={(roleId) =>
                    change.mutate(() => upsertEmployeeCompanyRole(employee.EmployeeId, roleId))
                  }
                  onRemoveRole={(roleId) =>
                    change.mutate(() => deleteEmployeeCompanyRole(employee.EmployeeId, roleId))
                  }
                  onDeactivate={() => setLeaving(employee)}
                  onReactivate={() => change.mutate(() => setEmployeeActive(employee, true))}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <AddEmployeeModal
        opened={adding}
        companyName={company?.Name ?? ''}
        companyRoles={companyRoles.data ?? []}
        saving={add.isPending}
        onSave={(employee) => add.mutate(employee)}
        onClose={() => setAdding(false)}
      />
      <ConfirmationModal
        opened={leaving !== null}
        header="Deactivate employee"
        message={
          leaving
            ? `Deactivate ${leaving.FirstName} ${leaving.LastName} in ${leaving.CompanyName}? Their company roles stop counting and every session they have open ends now.${
                leaving.CompanyRoles.length
                  ? ` Roles: ${leaving.CompanyRoles.map((role) => roleName(role.CompanyRoleId)).join(', ')}.`
                  : ''
              }`
            : ''
        }
        acceptLabel="Deactivate"
        onAccept={() => {
          if (leaving) change.mutate(() => employeeDeactivate(leaving.EmployeeId, leaving.RowVersion));
          setLeaving(null);
        }}
        onReject={() => setLeaving(null)}
      />
    </Stack>
  );
}
