import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useQuoteNotes } from '../../../shared/quotes/api/get-quote-notes-by-quote-id.ts';
import { quoteKeys } from '../../../shared/quotes/api/query-keys.ts';
import { upsertProjectQuoteNote } from '../api/upsert-project-quote-note.ts';

/** The quote's notes, newest first, and a box to add one (anyone who sees the quote may). */
export function QuoteNotes({
  projectQuoteId,
  onError,
}: {
  projectQuoteId: number;
  onError: (e: Error) => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const notes = useQuoteNotes(projectQuoteId);
  const add = useMutation({
    mutationFn: upsertProjectQuoteNote,
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: quoteKeys.notes(projectQuoteId) });
    },
    onError,
  });
  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ ProjectQuoteId: projectQuoteId, Note: text });
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="New note"
            autosize
            minRows={2}
            maxLength={4000}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={add.isPending} disabled={text.trim() === ''}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      {notes.isError && <LoadFailure what="notes" error={notes.error} onRetry={() => void notes.refetch()} />}
      {notes.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      )}
      {notes.data?.map((note) => (
        <Paper key={note.ProjectQuoteNoteId} withBorder p="xs" radius="sm" data-testid="quote-note">
          <Text size="xs" c="dimmed">
            {note.AuthorName} · {formatDateTime(note.At)}
            {note.Kind !== 'Note' ? ` · ${note.Kind}` : ''}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.Note}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
