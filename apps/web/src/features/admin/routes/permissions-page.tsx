import type {
  CompanyRoleWithPermissions,
  UserRoleWithPermissions,
} from '@airquote/shared/contracts/role/role-schemas';
import { internalOnlyPermissions } from '@airquote/shared/enums/permissions';
import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { showToast } from '../../../components/toast.tsx';
import { useCompanyRoles } from '../api/get-company-roles.ts';
import { usePermissionList } from '../api/get-permissions.ts';
import { useUserRoles } from '../api/get-user-roles.ts';
import { adminKeys } from '../api/query-keys.ts';
import { updateCompanyRolePermission } from '../api/update-company-role-permission.ts';
import { updateUserRolePermission } from '../api/update-user-role-permission.ts';
import { type MatrixRole, PermissionMatrix } from '../components/permission-matrix.tsx';

const internalOnly = new Set<string>(internalOnlyPermissions);

type Change = { kind: 'user' | 'company'; role: MatrixRole; permission: string; granted: boolean };

/** /topmenu/admin/permissions: which role may do what; holders see a change on their next request. */
export function PermissionsPage() {
  const queryClient = useQueryClient();
  const permissions = usePermissionList();
  const userRoles = useUserRoles();
  const companyRoles = useCompanyRoles();
  const change = useMutation({
    mutationFn: (request: Change): Promise<UserRoleWithPermissions | CompanyRoleWithPermissions> =>
      request.kind === 'user'
        ? updateUserRolePermission(request.role.id, request.permission, request.granted)
        : updateCompanyRolePermission(request.role.id, request.permission, request.granted),
    onSuccess: (saved, request) => {
      if (request.kind === 'user') {
        const role = saved as UserRoleWithPermissions;
        queryClient.setQueryData<UserRoleWithPermissions[]>(adminKeys.userRoles, (roles) =>
          roles?.map((entry) => (entry.UserRoleId === role.UserRoleId ? role : entry)),
        );
      } else {
        const role = saved as CompanyRoleWithPermissions;
        queryClient.setQueryData<CompanyRoleWithPermissions[]>(adminKeys.companyRoles, (roles) =>
          roles?.map((entry) => (entry.CompanyRoleId === role.CompanyRoleId ? role : entry)),
        );
      }
      showToast({
        type: 'Success',
        message: `${request.role.label} ${request.granted ? 'may now' : 'may no longer'} use ${request.permission}.`,
      });
    },
    onError: (error) => {
      showToast({ type: 'Error', message: error.message });
      void queryClient.invalidateQueries({ queryKey: adminKeys.userRoles });
      void queryClient.invalidateQueries({ queryKey: adminKeys.companyRoles });
    },
  });

  if (!permissions.data || !userRoles.data || !companyRoles.data) {
    const failed = [permissions, userRoles, companyRoles].find((query) => query.isError);
    return failed ? (
      <LoadFailure
        what="permissions"
        error={failed.error}
        onRetry={() => {
          for (const query of [permissions, userRoles, companyRoles]) if (query.isError) void query.refetch();
        }}
      />
    ) : (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading permissions" />
      </Group>
    );
  }
  // One change at a time, in the order made: a second tick while one saves waits for the next try.
  const toggle = (request: Change) => {
    if (!change.isPending) change.mutate(request);
  };
  const savingCell = change.isPending ? `${change.variables.role.id}:${change.variables.permission}` : null;
  const userRoleColumns: MatrixRole[] = userRoles.data.map((role) => ({
    id: role.UserRoleId,
    label: role.Value,
    permissions: role.Permissions,
  }));
  const companyRoleColumns: MatrixRole[] = companyRoles.data.map((role) => ({
    id: role.CompanyRoleId,
    label: role.RoleName,
    permissions: role.Permissions,
  }));

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        Each tick saves at once. People holding the role get the change on their next request.
      </Text>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          User roles (internal company)
        </Title>
        <PermissionMatrix
          caption="User role permissions"
          permissions={permissions.data}
          roles={userRoleColumns}
          savingCell={savingCell}
          lockedReason={(role, permission) =>
            role.label === 'SysAdmin' && permission === 'admin.roles'
              ? 'SysAdmin always keeps admin.roles, so someone can always edit this matrix.'
              : null
          }
          onToggle={(role, permission, granted) => toggle({ kind: 'user', role, permission, granted })}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          Company roles (rep firms and customers)
        </Title>
        <PermissionMatrix
          caption="Company role permissions"
          permissions={permissions.data}
          roles={companyRoleColumns}
          savingCell={savingCell}
          lockedReason={(_role, permission) =>
            internalOnly.has(permission)
              ? 'Admin-area permissions are granted through user roles only.'
              : null
          }
          onToggle={(role, permission, granted) => toggle({ kind: 'company', role, permission, granted })}
        />
      </Paper>
    </Stack>
  );
}
