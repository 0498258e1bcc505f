import type { QuoteNote } from '@airquote/shared/contracts/quote/quote-schemas';
import { Box, Stack, Text } from '@mantine/core';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useQuoteNotes } from '../../../shared/quotes/api/get-quote-notes-by-quote-id.ts';

/**
 * The order's history: every order step writes a note of kind Order on its quote (the request and
 * each status change with its note), read here oldest first.
 */
export function OrderHistory({
  projectQuoteId,
  orderNumber,
}: {
  projectQuoteId: number;
  orderNumber: string;
}) {
  const notes = useQuoteNotes(projectQuoteId);
  if (notes.isPending) return <Text c="dimmed">Loading the history…</Text>;
  if (notes.isError)
    return <LoadFailure what="history" error={notes.error} onRetry={() => void notes.refetch()} />;
  const steps = notes.data
    .filter((note: QuoteNote) => note.Kind === 'Order' && note.Note.includes(orderNumber))
    .sort(
      (left, right) => left.At.localeCompare(right.At) || left.ProjectQuoteNoteId - right.ProjectQuoteNoteId,
    );
  if (steps.length === 0) return <Text c="dimmed">No steps recorded yet.</Text>;
  return (
    <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Order history">
      {steps.map((step) => (
        <Box
          key={step.ProjectQuoteNoteId}
          component="li"
          pl="sm"
          style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)' }}
          data-testid="order-history-step"
        >
          <Text size="sm">{step.Note}</Text>
          <Text size="xs" c="dimmed">
            {step.AuthorName} · {formatDateTime(step.At)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
