import type { AppUserSummary } from '@airquote/shared/contracts/app-user/search-app-users';
import { Button, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast.tsx';
import { startImpersonation } from '../../session/impersonation.ts';
import { searchAppUsers } from '../api/search-app-users.ts';

/** Why a user cannot be impersonated, or null when they can. */
function refusal(user: AppUserSummary): string | null {
  if (user.IsAppAdmin || user.IsSysAdmin) return 'administrator';
  if (user.ApprovalStatus !== 'Approved') return user.ApprovalStatus.toLowerCase();
  return null;
}

/** App and system admins act as another user to see what they see (spec section 6). */
export function ImpersonateUserCard() {
  const [text, setText] = useState('');
  const [searchText] = useDebouncedValue(text.trim(), 250);
  const [startingId, setStartingId] = useState<number | null>(null);
  const users = useQuery({
    queryKey: ['app-user-search', searchText],
    enabled: searchText.length >= 2,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => searchAppUsers(searchText, { signal }),
  });

  const impersonate = async (user: AppUserSummary) => {
    setStartingId(user.UserId);
    const error = await startImpersonation(user.UserId);
    setStartingId(null);
    if (error) showToast({ type: 'Error', message: error });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Impersonate a user
        </Title>
        <Text size="sm" c="dimmed">
          See the application as another user sees it. Everything you do is recorded under your name too.
        </Text>
        <TextInput
          label="Find a user"
          placeholder="Name, e-mail or company"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={420}
        />
        {searchText.length >= 2 && users.data && (
          <Table verticalSpacing="xs" aria-label="Users found">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text size="sm" c="dimmed">
                      No user matches “{searchText}”.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {users.data.map((user) => {
                const reason = refusal(user);
                return (
                  <Table.Tr key={user.UserId}>
                    <Table.Td>
                      {user.FirstName} {user.LastName}
                    </Table.Td>
                    <Table.Td>{user.EmailAddress}</Table.Td>
                    <Table.Td>{user.DefaultCompanyName ?? '—'}</Table.Td>
                    <Table.Td ta="right">
                      {reason ? (
                        <Text size="xs" c="dimmed">
                          {reason}
                        </Text>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          loading={startingId === user.UserId}
                          onClick={() => void impersonate(user)}
                          aria-label={`Impersonate ${user.FirstName} ${user.LastName}`}
                        >
                          Impersonate
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
