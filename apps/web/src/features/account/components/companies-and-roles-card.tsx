import { Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UserInfo } from '../../../lib/session-store.ts';
import { isEngineer } from '../../../shared/session/user-info.ts';
import { inProductOrder, permissionText, readableRoleName } from '../role-names.ts';

/** The companies the user works for with their company roles, their user roles and what they may do. */
export function CompaniesAndRolesCard({ userInfo }: { userInfo: UserInfo }) {
  const { AppUser: appUser, Employees: employees, UserPermissions: permissions } = userInfo;
  const userRoles = appUser.UserRoles.map((role) => readableRoleName(role.UserRoleLookup.Value));

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-roles">
      <Stack gap="md">
        <Title order={2} size="h4" id="account-roles">
          Companies and roles
        </Title>
        {employees.length === 0 ? (
          <Text size="sm" c="dimmed">
            You are not an employee of any company yet.
          </Text>
        ) : (
          <Table verticalSpacing="xs" aria-label="Your companies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th>Company roles</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {employees.map((employee) => (
                <Table.Tr key={employee.EmployeeId}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{employee.Company.Name}</Text>
                      {employee.CompanyId === appUser.DefaultCompanyId && (
                        <Badge size="xs" variant="light">
                          Default
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {employee.CompanyRoles.map((role) => role.RoleName).join(', ') || '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            User roles
          </Text>
          <Text size="sm" data-testid="account-user-roles">
            {userRoles.length > 0 ? userRoles.join(', ') : 'None: your company roles decide what you may do.'}
          </Text>
        </Stack>
        {isEngineer(userInfo) && (
          <Text size="sm" c="dimmed">
            As an Engineer you see no quotes and no prices, whatever your other roles allow.
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            What you may do
          </Text>
          {permissions.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing yet: an administrator gives you a role.
            </Text>
          ) : (
            <List size="sm" spacing={2} aria-label="Your permissions">
              {inProductOrder(permissions).map((permission) => (
                <List.Item key={permission}>{permissionText(permission)}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
