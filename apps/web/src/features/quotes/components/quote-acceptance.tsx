import { partyRoleLabels } from '@airquote/shared/contracts/project-party/project-party-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { Alert, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast.tsx';
import { QuoteSection } from '../../../shared/quotes/components/quote-section.tsx';
import {
  acceptanceKeys,
  getProjectParties,
  getQuoteAcceptances,
  getQuoteAddressee,
  sendQuoteForAcceptance,
  setQuoteAddressee,
} from '../api/quote-acceptance.ts';

const statusColors = { Open: 'blue', Expired: 'gray', Accepted: 'green', Declined: 'red' } as const;

const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '');

/**
 * Whom the quote is addressed to (a contact of the project's parties), sending it for acceptance
 * online, and what came back: who accepted or declined, when and from where (issue 17).
 */
export function QuoteAcceptance({ quote, onReload }: { quote: ProjectQuote; onReload: () => void }) {
  const queryClient = useQueryClient();
  const parties = useQuery({
    queryKey: acceptanceKeys.parties(quote.ProjectId),
    queryFn: () => getProjectParties(quote.ProjectId),
  });
  const addressee = useQuery({
    queryKey: acceptanceKeys.addressee(quote.ProjectQuoteId),
    queryFn: () => getQuoteAddressee(quote.ProjectQuoteId),
  });
  const acceptances = useQuery({
    queryKey: acceptanceKeys.acceptances(quote.ProjectQuoteId),
    queryFn: () => getQuoteAcceptances(quote.ProjectQuoteId),
  });
  const address = useMutation({
    mutationFn: (contactId: number | null) => setQuoteAddressee(quote.ProjectQuoteId, contactId),
    onSuccess: (saved) => queryClient.setQueryData(acceptanceKeys.addressee(quote.ProjectQuoteId), saved),
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });
  const send = useMutation({
    mutationFn: () => sendQuoteForAcceptance(quote.ProjectQuoteId),
    onSuccess: (sent) => {
      queryClient.setQueryData(acceptanceKeys.acceptances(quote.ProjectQuoteId), sent);
      showToast({
        type: 'Success',
        message: `Quote sent to ${sent[0]?.SentToEmail ?? 'the contact'} for acceptance.`,
      });
      onReload();
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });

  const options = (parties.data ?? []).flatMap((party) =>
    party.Contacts.map((contact) => ({
      value: String(contact.ProjectPartyContactId),
      label: `${contact.Name} – ${party.CompanyName} (${partyRoleLabels[party.Role]})`,
    })),
  );
  const rows = acceptances.data ?? [];
  const accepted = rows.find((row) => row.Status === 'Accepted');
  const canSend = quote.CanEdit && quote.QuoteStatusName === 'Open' && !!addressee.data?.EmailAddress;

  return (
    <QuoteSection title="Addressee and acceptance">
      <Stack gap="sm">
        <Group align="flex-end">
          <Select
            label="Addressed to"
            placeholder={options.length ? 'Choose a party contact' : 'Add parties on the project first'}
            data={options}
            value={addressee.data ? String(addressee.data.ProjectPartyContactId) : null}
            onChange={(value) => address.mutate(value ? Number(value) : null)}
            disabled={!quote.CanEdit || options.length === 0}
            clearable
            miw={360}
          />
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => send.mutate()}
            loading={send.isPending}
            disabled={!canSend}
          >
            Send for acceptance
          </Button>
        </Group>
        {accepted && (
          <Alert color="green" title="Accepted" data-testid="quote-accepted">
            Accepted by {accepted.SignerName} ({accepted.SignerTitle}), signed “{accepted.Signature}”, on{' '}
            {when(accepted.DecidedAt)} from {accepted.IpAddress}. Order it with the Order button above.
          </Alert>
        )}
        {rows.length > 0 && (
          <Table withTableBorder aria-label="Acceptance links sent">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sent to</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Answer</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.QuoteAcceptanceId}>
                  <Table.Td>
                    {row.SentToName} &lt;{row.SentToEmail}&gt;
                  </Table.Td>
                  <Table.Td>{when(row.DateSent)}</Table.Td>
                  <Table.Td>{when(row.ExpiresAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColors[row.Status]} variant="light">
                      {row.Status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {row.Status === 'Accepted' &&
                        `${row.SignerName}, ${row.SignerTitle}, ${when(row.DecidedAt)}, ${row.IpAddress}`}
                      {row.Status === 'Declined' && `Declined: ${row.DeclineReason} (${when(row.DecidedAt)})`}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </QuoteSection>
  );
}
