import type { AdminAppUser } from '@airquote/shared/contracts/app-user/admin-app-user-schemas';
import { Badge, CloseButton, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast.tsx';
import { deleteAppUserUserRole } from '../api/delete-app-user-user-role.ts';
import { useUserRoles } from '../api/get-user-roles.ts';
import { adminKeys, refreshAdminData } from '../api/query-keys.ts';
import { upsertAppUserUserRole } from '../api/upsert-app-user-user-role.ts';

/** The user roles of an internal employee: each change is saved at once (roles have no row version). */
export function UserRolesEditor({ user }: { user: AdminAppUser }) {
  const queryClient = useQueryClient();
  const userRoles = useUserRoles();
  const change = useMutation({
    mutationFn: ({ roleId, grant }: { roleId: number; grant: boolean }) =>
      grant ? upsertAppUserUserRole(user.UserId, roleId) : deleteAppUserUserRole(user.UserId, roleId),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.user(saved.UserId), saved);
      refreshAdminData(queryClient);
      showToast({
        type: 'Success',
        message: `The user roles of ${saved.FirstName} ${saved.LastName} were saved.`,
      });
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });
  if (user.IsInternalEmployee !== true) {
    return (
      <Text size="sm" c="dimmed">
        User roles are for employees of the internal company. This user's company roles are managed under
        Employees.
      </Text>
    );
  }
  const held = new Set(user.UserRoles.map((role) => role.UserRoleId));
  const addable = (userRoles.data ?? []).filter((role) => !held.has(role.UserRoleId));
  const name = `${user.FirstName} ${user.LastName}`;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        User roles
      </Text>
      <Group gap={6}>
        {user.UserRoles.length === 0 && (
          <Text size="xs" c="dimmed">
            No user role
          </Text>
        )}
        {user.UserRoles.map((role) => (
          <Badge
            key={role.UserRoleId}
            variant="light"
            pr={3}
            rightSection={
              <CloseButton
                size="xs"
                disabled={change.isPending}
                aria-label={`Remove user role ${role.UserRoleLookup.Value} from ${name}`}
                onClick={() => change.mutate({ roleId: role.UserRoleId, grant: false })}
              />
            }
          >
            {role.UserRoleLookup.Value}
          </Badge>
        ))}
      </Group>
      {addable.length > 0 && (
        <Select
          size="xs"
          w={220}
          placeholder="Add user role…"
          aria-label={`Add a user role to ${name}`}
          data={addable.map((role) => ({ value: String(role.UserRoleId), label: role.Value }))}
          value={null}
          disabled={change.isPending}
          onChange={(value) => value && change.mutate({ roleId: Number(value), grant: true })}
        />
      )}
    </Stack>
  );
}
