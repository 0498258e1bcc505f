import { formatDollars } from '@airquote/shared/rules/money';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { saveFile } from '../../../lib/file-helper.ts';
import { acceptQuote, declineQuote, publicQuoteKeys, quotePdf, viewQuote } from '../api/public-quote.ts';

/**
 * accept-quote?token=…: the page a party contact opens from the mail, without an account (issue 17).
 * It shows the proposal's lines and total, offers the PDF, and takes an acceptance (name, title,
 * typed signature) or a decline with a reason; the link works once.
 */
export function AcceptQuotePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [mode, setMode] = useState<'accept' | 'decline'>('accept');
  const [fields, setFields] = useState({ Name: '', Title: '', Signature: '', Reason: '' });
  const [error, setError] = useState<string | null>(null);
  const quote = useQuery({
    queryKey: publicQuoteKeys.view(token),
    queryFn: () => viewQuote(token),
    enabled: token !== '',
    retry: false,
  });
  const answer = useMutation({
    mutationFn: () =>
      mode === 'accept'
        ? acceptQuote({ Token: token, Name: fields.Name, Title: fields.Title, Signature: fields.Signature })
        : declineQuote({ Token: token, Reason: fields.Reason }),
    onError: (failure) => setError(failure.message),
  });
  const pdf = useMutation({
    mutationFn: () => quotePdf(token),
    onSuccess: (file) => saveFile(file, `Quote-${quote.data?.QuoteNumber ?? ''}.pdf`),
    onError: (failure) => setError(failure.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    answer.mutate();
  };
  // The value is read at once: React clears currentTarget before a state updater runs.
  const set = (name: keyof typeof fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        {!token && <Alert color="red">This link is not valid. Ask your rep to send the quote again.</Alert>}
        {quote.isPending && token && <Loader aria-label="Loading the proposal" />}
        {quote.isError && (
          <Alert color="red" role="alert" title="The proposal cannot be shown">
            {quote.error.message}
          </Alert>
        )}
        {answer.isSuccess && (
          <Alert
            color={answer.data.Decision === 'Accepted' ? 'green' : 'gray'}
            role="status"
            title="Thank you"
          >
            {answer.data.Decision === 'Accepted'
              ? `You accepted proposal ${answer.data.QuoteNumber}. Your rep has been told and will follow up with the order.`
              : `You declined proposal ${answer.data.QuoteNumber}. Your rep has been told.`}
          </Alert>
        )}
        {quote.data && !answer.isSuccess && (
          <>
            <Stack gap={2}>
              <Title order={1} size="h2">
                Proposal {quote.data.QuoteNumber} rev {quote.data.Revision}
              </Title>
              <Text>
                {quote.data.ProjectName} · for {quote.data.ToContact}, {quote.data.ToCompany}
              </Text>
              <Text size="sm" c="dimmed">
                From {quote.data.RepName} ({quote.data.RepEmail}), {quote.data.FromCompany}. Valid until{' '}
                {quote.data.ValidUntil}.
              </Text>
            </Stack>
            <Table withTableBorder striped aria-label="Proposal lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tag</Table.Th>
                  <Table.Th>Qty</Table.Th>
                  <Table.Th>Model and options</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {quote.data.Lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tags may repeat across schedules
                  <Table.Tr key={index}>
                    <Table.Td>{line.Tag}</Table.Td>
                    <Table.Td>{line.Qty}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {line.CodeString || line.Model}
                      </Text>
                      <Text size="xs">{line.Options.join('; ')}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {line.ExtendedNetPrice ? formatDollars(line.ExtendedNetPrice) : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
                {quote.data.NetAdds.map((netAdd, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: net adds have no id here
                  <Table.Tr key={`net-${index}`}>
                    <Table.Td colSpan={3}>
                      {netAdd.Type}: {netAdd.Description}
                    </Table.Td>
                    <Table.Td ta="right">{netAdd.Amount ? formatDollars(netAdd.Amount) : ''}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td colSpan={3} fw={700}>
                    Total
                  </Table.Td>
                  <Table.Td ta="right" fw={700} data-testid="public-quote-total">
                    {quote.data.Total ? formatDollars(quote.data.Total) : 'n/a'}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Group>
              <Button variant="default" onClick={() => pdf.mutate()} loading={pdf.isPending}>
                Download the proposal PDF
              </Button>
            </Group>
            <Paper withBorder p="md" radius="md">
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <Group>
                    <Button
                      variant={mode === 'accept' ? 'filled' : 'default'}
                      onClick={() => setMode('accept')}
                    >
                      I accept
                    </Button>
                    <Button
                      variant={mode === 'decline' ? 'filled' : 'default'}
                      onClick={() => setMode('decline')}
                    >
                      I decline
                    </Button>
                  </Group>
                  {error && (
                    <Alert color="red" role="alert">
                      {error}
                    </Alert>
                  )}
                  {mode === 'accept' ? (
                    <>
                      <TextInput label="Your name" required value={fields.Name} onChange={set('Name')} />
                      <TextInput label="Your title" required value={fields.Title} onChange={set('Title')} />
                      <TextInput
                        label="Signature"
                        description="Type your full name as your signature."
                        required
                        value={fields.Signature}
                        onChange={set('Signature')}
                      />
                      <Text size="xs" c="dimmed">
                        By accepting you agree to the equipment, prices and terms of this proposal. We record
                        your name, the time and your network address.
                      </Text>
                      <Button type="submit" loading={answer.isPending} color="green">
                        Accept the proposal
                      </Button>
                    </>
                  ) : (
                    <>
                      <Textarea
                        label="Reason for declining"
                        required
                        value={fields.Reason}
                        onChange={set('Reason')}
                      />
                      <Button type="submit" loading={answer.isPending} color="red">
                        Decline the proposal
                      </Button>
                    </>
                  )}
                </Stack>
              </form>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
