import type { AdminEmployee } from '@airquote/shared/contracts/employee/employee-schemas';
import type { CompanyRoleWithPermissions } from '@airquote/shared/contracts/role/role-schemas';
import { Badge, Button, CloseButton, Group, Select, Table, Text } from '@mantine/core';
import { ActiveBadge } from './admin-list-parts.tsx';

type EmployeeRowProps = {
  employee: AdminEmployee;
  companyRoles: CompanyRoleWithPermissions[];
  busy: boolean;
  onAddRole: (companyRoleId: number) => void;
  onRemoveRole: (companyRoleId: number) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
};

/** One employee: company roles as removable badges, a picker for another role, and their state. */
export function EmployeeRow({
  employee,
  companyRoles,
  busy,
  onAddRole,
  onRemoveRole,
  onDeactivate,
  onReactivate,
}: EmployeeRowProps) {
  const name = `${employee.FirstName} ${employee.LastName}`;
  const held = new Set(employee.CompanyRoles.map((role) => role.CompanyRoleId));
  const addable = companyRoles.filter((role) => !held.has(role.CompanyRoleId));
  return (
    <Table.Tr data-employee-id={employee.EmployeeId}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {employee.EmailAddress}
          {employee.IsDefaultCompany ? ' · default company' : ''}
          {employee.UserIsActive ? '' : ' · account deactivated'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          {employee.CompanyRoles.length === 0 && (
            <Text size="xs" c="dimmed">
              No role
            </Text>
          )}
          {employee.CompanyRoles.map((role) => (
            <Badge
              key={role.CompanyRoleId}
              variant="light"
              pr={employee.IsActive ? 3 : undefined}
              rightSection={
                employee.IsActive ? (
                  <CloseButton
                    size="xs"
                    disabled={busy}
                    aria-label={`Remove role ${role.RoleName} from ${name}`}
                    onClick={() => onRemoveRole(role.CompanyRoleId)}
                  />
                ) : null
              }
            >
              {role.RoleName}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        {employee.IsActive && addable.length > 0 && (
          <Select
            size="xs"
            w={170}
            placeholder="Add role…"
            aria-label={`Add a role to ${name}`}
            data={addable.map((role) => ({ value: String(role.CompanyRoleId), label: role.RoleName }))}
            value={null}
            disabled={busy}
            onChange={(value) => value && onAddRole(Number(value))}
          />
        )}
      </Table.Td>
      <Table.Td>
        <ActiveBadge active={employee.IsActive} />
      </Table.Td>
      <Table.Td ta="right">
        {employee.IsActive ? (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={onDeactivate}
            aria-label={`Deactivate ${name}`}
          >
            Deactivate
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            disabled={busy}
            onClick={onReactivate}
            aria-label={`Reactivate ${name}`}
          >
            Reactivate
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
