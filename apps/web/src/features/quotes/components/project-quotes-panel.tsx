import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { quoteFormPath } from '../../../shared/quotes/quote-rules.ts';
import { useQuoteAccess } from '../../../shared/quotes/use-quote-access.ts';
import { useProjectQuotes } from '../api/get-project-quotes-by-project-id.ts';

/** The project's quotes, every revision (superseded ones marked), with links to the quote form. */
export function ProjectQuotesPanel({ projectId }: { projectId: number }) {
  const access = useQuoteAccess();
  const quotes = useProjectQuotes(projectId, { enabled: access.canView });
  if (!access.canView) return null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Quotes</Text>
          {access.canEdit && (
            <Button
              component={Link}
              to={paths.projectQuoteForm(projectId)}
              leftSection={<IconPlus size={16} />}
            >
              New quote
            </Button>
          )}
        </Group>
        {quotes.isPending && <Loader size="sm" aria-label="Loading the quotes" />}
        {quotes.isError && (
          <LoadFailure what="quotes" error={quotes.error} onRetry={() => void quotes.refetch()} />
        )}
        {quotes.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No quotes yet.
          </Text>
        )}
        {quotes.data && quotes.data.length > 0 && (
          <Table striped highlightOnHover aria-label="Project quotes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Quote</Table.Th>
                <Table.Th>Revision</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Modified</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotes.data.map((quote) => (
                <Table.Tr key={quote.ProjectQuoteId} data-testid="project-quote-row">
                  <Table.Td>
                    <Anchor component={Link} to={quoteFormPath(projectId, quote.ProjectQuoteId)}>
                      {quote.QuoteNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{quote.Revision}</Table.Td>
                  <Table.Td>
                    {quote.IsSuperseded ? (
                      <Badge variant="light" color="gray">
                        Superseded
                      </Badge>
                    ) : (
                      quote.QuoteStatusName
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(quote.Total)}</Table.Td>
                  <Table.Td>{formatDateTime(quote.DateModified)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
