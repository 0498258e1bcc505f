import type { AppUserSummary } from '@airquote/shared/contracts/app-user/search-app-users';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast.tsx';
import { hasPermission } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session-store.ts';
import { startImpersonation } from '../../../shared/session/impersonation.ts';
import { canImpersonateFrom, impersonationRefusal } from '../admin-access.ts';
import { useAppUser } from '../api/get-app-user-by-id.ts';
import { adminKeys, isStaleChange, refreshAdminData } from '../api/query-keys.ts';
import { useAppUsers } from '../api/search-app-users.ts';
import { upsertAppUser } from '../api/upsert-app-user.ts';
import {
  ActiveBadge,
  AdminSearchBar,
  EmptyListRow,
  useAdminSearch,
} from '../components/admin-list-parts.tsx';
import { UserFormModal, type UserFormValues } from '../components/user-form-modal.tsx';

const approvalColor = { Pending: 'yellow', Approved: 'green', Rejected: 'red' } as const;

/** /topmenu/admin/users: find, create and edit users; impersonate one from their row. */
export function UsersPage() {
  const userInfo = useUserInfo();
  const queryClient = useQueryClient();
  const { searchText, includeInactive, bar } = useAdminSearch();
  const [editingId, setEditingId] = useState<number | 'new' | null>(null);
  const [startingId, setStartingId] = useState<number | null>(null);
  const users = useAppUsers(searchText, includeInactive, { placeholderData: keepPreviousData });
  const editing = useAppUser(typeof editingId === 'number' ? editingId : 0, {
    enabled: typeof editingId === 'number',
  });
  const save = useMutation({
    mutationFn: (values: UserFormValues) => {
      const current = editingId === 'new' ? null : (editing.data ?? null);
      return upsertAppUser({
        UserId: current?.UserId ?? 0,
        ...values,
        ...(current ? { RowVersion: current.RowVersion } : {}),
      });
    },
    onSuccess: (user) => {
      showToast({
        type: 'Success',
        message:
          editingId === 'new'
            ? `${user.FirstName} ${user.LastName} was created and e-mailed a link to set a password.`
            : `${user.FirstName} ${user.LastName} was saved.`,
      });
      queryClient.setQueryData(adminKeys.user(user.UserId), user);
      setEditingId(null);
    },
    onError: (error) => {
      showToast({ type: 'Error', message: error.message });
      if (isStaleChange(error)) void editing.refetch();
    },
    onSettled: () => refreshAdminData(queryClient),
  });
  const mayImpersonate = canImpersonateFrom(userInfo);
  const impersonate = async (user: AppUserSummary) => {
    setStartingId(user.UserId);
    const error = await startImpersonation(user.UserId);
    setStartingId(null);
    if (error) showToast({ type: 'Error', message: error });
  };
  const modalOpen = editingId === 'new' || (editingId !== null && !!editing.data);

  return (
    <Stack gap="md">
      <AdminSearchBar
        label="Find a user"
        placeholder="Name, e-mail or company"
        loadingLabel="Searching users"
        fetching={users.isFetching}
        {...bar}
        width={340}
        maxLength={100}
        action={
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setEditingId('new')}>
            New user
          </Button>
        }
      />
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Default company</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data?.length === 0 && (
                <EmptyListRow colSpan={5}>No user matches “{searchText}”.</EmptyListRow>
              )}
              {(users.data ?? []).map((user) => {
                const name = `${user.FirstName} ${user.LastName}`;
                const refusal = impersonationRefusal(user);
                return (
                  <Table.Tr key={user.UserId}>
                    <Table.Td>
                      {name}
                      {(user.IsAppAdmin || user.IsSysAdmin) && (
                        <Badge ml="xs" size="xs" variant="light">
                          {user.IsSysAdmin ? 'SysAdmin' : 'AppAdmin'}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{user.EmailAddress}</Table.Td>
                    <Table.Td>{user.DefaultCompanyName ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <ActiveBadge active={user.IsActive} />
                        {user.ApprovalStatus !== 'Approved' && (
                          <Badge color={approvalColor[user.ApprovalStatus]} variant="light">
                            {user.ApprovalStatus}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditingId(user.UserId)}
                          aria-label={`Edit ${name}`}
                        >
                          Edit
                        </Button>
                        {mayImpersonate &&
                          (refusal ? (
                            <Text size="xs" c="dimmed" miw={96} ta="center">
                              {refusal}
                            </Text>
                          ) : (
                            <Button
                              size="xs"
                              variant="default"
                              miw={96}
                              loading={startingId === user.UserId}
                              onClick={() => void impersonate(user)}
                              aria-label={`Impersonate ${name}`}
                            >
                              Impersonate
                            </Button>
                          ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <UserFormModal
        opened={modalOpen}
        user={editingId === 'new' ? null : (editing.data ?? null)}
        isSelf={editing.data?.UserId === userInfo?.AppUser.UserId}
        canListCompanies={hasPermission(userInfo, 'admin.companies')}
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setEditingId(null)}
      />
    </Stack>
  );
}
