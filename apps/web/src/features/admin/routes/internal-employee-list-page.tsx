import type { ApprovalAssignment } from '@airquote/shared/contracts/app-user/decide-approval';
import type { PendingApprovalUser } from '@airquote/shared/contracts/app-user/pending-approvals';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { showToast } from '../../../components/toast.tsx';
import { decideApproval } from '../api/decide-approval.ts';
import { useApprovalChoices } from '../api/get-approval-choices.ts';
import { usePendingApprovals } from '../api/get-pending-approvals.ts';
import { adminKeys, refreshAdminData } from '../api/query-keys.ts';
import { ApprovalModal } from '../components/approval-modal.tsx';

const statusColor = { Pending: 'yellow', Approved: 'green', Rejected: 'red' } as const;

/** Internal employees and registrations waiting for approval; ?approvalUserId highlights one. */
export function InternalEmployeeListPage() {
  const [searchParams] = useSearchParams();
  const highlightedId = Number(searchParams.get('approvalUserId') ?? 0);
  const queryClient = useQueryClient();
  // Rejecting asks for a confirmation; approving opens the dialog of company and role (issue #15 item 5).
  const [rejecting, setRejecting] = useState<PendingApprovalUser | null>(null);
  const [approving, setApproving] = useState<PendingApprovalUser | null>(null);
  const users = usePendingApprovals();
  const choices = useApprovalChoices({ enabled: approving !== null });
  const decision = useMutation({
    mutationFn: ({
      userId,
      approved,
      assignment,
    }: {
      userId: number;
      approved: boolean;
      assignment?: ApprovalAssignment;
    }) => decideApproval(userId, approved, assignment),
    onSuccess: (user) => {
      setApproving(null);
      showToast({
        type: 'Success',
        message: `${user.FirstName} ${user.LastName} was ${user.ApprovalStatus.toLowerCase()} and told by e-mail.`,
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingApprovals });
      // A company made by the approval shows in the admin lists.
      refreshAdminData(queryClient);
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });

  if (users.isLoading) return <LoadingOverlay />;
  if (users.isError)
    return <LoadFailure what="employees" error={users.error} onRetry={() => void users.refetch()} />;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Internal employees
      </Title>
      <Text c="dimmed" size="sm">
        New registrations wait here until an administrator approves or rejects them.
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={620}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            aria-label="Internal employees and registrations"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Registered</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Decision</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(users.data ?? []).map((user) => (
                <Table.Tr
                  key={user.UserId}
                  data-highlighted={user.UserId === highlightedId || undefined}
                  bg={user.UserId === highlightedId ? 'var(--mantine-primary-color-light)' : undefined}
                  aria-current={user.UserId === highlightedId ? 'true' : undefined}
                >
                  <Table.Td>
                    {user.FirstName} {user.LastName}
                    {user.IsInternalEmployee ? (
                      <Badge ml="xs" size="xs" variant="light">
                        internal
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{user.EmailAddress}</Table.Td>
                  <Table.Td>{user.CompanyName || '—'}</Table.Td>
                  <Table.Td>{new Date(user.DateCreated).toLocaleDateString()}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[user.ApprovalStatus]}>{user.ApprovalStatus}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {user.ApprovalStatus === 'Pending' ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => setApproving(user)}>
                          Approve
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setRejecting(user)}>
                          Reject
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ApprovalModal
        user={approving}
        choices={choices.data}
        saving={decision.isPending}
        onApprove={(assignment) => {
          if (approving) decision.mutate({ userId: approving.UserId, approved: true, assignment });
        }}
        onClose={() => setApproving(null)}
      />
      <ConfirmationModal
        opened={rejecting !== null}
        header="Reject registration"
        message={
          rejecting
            ? `Reject ${rejecting.FirstName} ${rejecting.LastName} (${rejecting.EmailAddress})? They will be told by e-mail.`
            : ''
        }
        acceptLabel="Reject"
        onAccept={() => {
          if (rejecting) decision.mutate({ userId: rejecting.UserId, approved: false });
          setRejecting(null);
        }}
        onReject={() => setRejecting(null)}
      />
    </Stack>
  );
}
