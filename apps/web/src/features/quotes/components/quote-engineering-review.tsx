import { createEngRequestSchema } from '@airquote/shared/contracts/quote/eng-request-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { QuoteEngRequestStatus } from '@airquote/shared/enums/lookups';
import type { EngRequestParty } from '@airquote/shared/rules/eng-request-status';
import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { showToast } from '../../../components/toast.tsx';
import { useUserInfo } from '../../../lib/session-store.ts';
import { QuoteSection } from '../../../shared/quotes/components/quote-section.tsx';
import { createProjectQuoteEngRequest } from '../api/create-project-quote-eng-request.ts';
import { deleteProjectQuoteEngRequest } from '../api/delete-project-quote-eng-request.ts';
import { useEngRequests } from '../api/get-eng-requests-by-project-quote-id.ts';
import { reviewKeys } from '../api/query-keys.ts';
import { sendEngRequestEmail } from '../api/send-eng-request-email.ts';
import { updateProjectQuoteEngRequestStatus } from '../api/update-project-quote-eng-request-status.ts';
import { quoteAllows, quoteRefusal, quoteStatusIs } from '../quote-review-rules.ts';
import { actorOf } from '../quote-rules.ts';
import { EngRequestCard, isEndedEngRequest } from './eng-request-card.tsx';

type QuoteEngineeringReviewProps = {
  quote: ProjectQuote;
  /** Refetches the quote: sending, approving or rejecting a request changes its status. */
  onReload: () => void;
  onError: (error: Error) => void;
};

/**
 * Issue 5 part 4: the requester asks application engineering to review the quote (it goes to
 * Engineering Review); engineering takes it under review and approves, rejects or asks for more
 * information, which the requester answers. Each step carries a note; the history shows them all.
 */
export function QuoteEngineeringReview({ quote, onReload, onError }: QuoteEngineeringReviewProps) {
  const queryClient = useQueryClient();
  const actor = actorOf(useUserInfo());
  const inReview = quoteStatusIs(quote, 'EngReview');
  const visible =
    actor.capabilities.has('engineering.request') || actor.capabilities.has('engineering.review') || inReview;
  const quoteId = quote.ProjectQuoteId;
  const [description, setDescription] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  const requests = useEngRequests(quoteId, quote.DateModified, { enabled: visible });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reviewKeys.engRequests(quoteId) });
  const sendBody = { ProjectQuoteId: quoteId, RowVersion: quote.RowVersion, Note: '' };
  const sent = () => {
    showToast({
      type: 'Success',
      message: 'Engineering request sent: the quote waits in engineering review for application engineering.',
    });
    refresh();
    onReload();
  };
  // A draft that could not be sent stays on the quote with Send and Delete (refresh on error too).
  const request = useMutation({
    mutationFn: async (text: string) => {
      await createProjectQuoteEngRequest({ ProjectQuoteId: quoteId, Description: text });
      return sendEngRequestEmail(sendBody);
    },
    onSuccess: () => {
      setDescription('');
      sent();
    },
    onError: (error) => {
      refresh();
      onError(error);
    },
  });
  const send = useMutation({ mutationFn: () => sendEngRequestEmail(sendBody), onSuccess: sent, onError });
  const move = useMutation({
    mutationFn: updateProjectQuoteEngRequestStatus,
    onSuccess: (moved) => {
      showToast({ type: 'Success', message: `Engineering request: ${moved.StatusName}.` });
      refresh();
      onReload();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteProjectQuoteEngRequest,
    onSuccess: () => {
      showToast({ type: 'Success', message: 'Engineering request deleted.' });
      refresh();
    },
    onError,
  });
  if (!visible) return null;

  const parties = new Set<EngRequestParty>();
  if (actor.capabilities.has('engineering.review')) parties.add('reviewer');
  if (actor.capabilities.has('engineering.request')) parties.add('requester');
  const all = requests.data ?? [];
  const open = all.findLast((row) => !isEndedEngRequest(row));
  const canRequest = quoteAllows(quote, 'RequestEngineeringReview', actor);
  // Issue 15 item 4 (docs/decisions/0032): during a multiplier review (or a hold) the requester sees the
  // button, disabled, with the reason in words instead of no button at all.
  const blockedReason =
    !canRequest &&
    open === undefined &&
    actor.capabilities.has('engineering.request') &&
    (quoteStatusIs(quote, 'MultiplierReview') || quoteStatusIs(quote, 'Hold'))
      ? quoteRefusal(quote, 'RequestEngineeringReview', actor)
      : null;
  const mayDelete = actor.capabilities.has('engineering.request') && !quote.IsSuperseded;
  const busy = request.isPending || send.isPending || move.isPending || remove.isPending;
  const submit = () => {
    const parsed = createEngRequestSchema.shape.Description.safeParse(description);
    if (!parsed.success) {
      setDescriptionError(parsed.error.issues[0]?.message ?? 'Describe the review.');
      return;
    }
    request.mutate(parsed.data);
  };

  return (
    <QuoteSection title="Engineering review" testId="engineering-review">
      {requests.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading the engineering requests" />
        </Group>
      ) : requests.isError ? (
        <Text c="red">{requests.error.message}</Text>
      ) : (
        all.length === 0 && (
          <Text size="sm" c="dimmed">
            No engineering request on this quote.
          </Text>
        )
      )}
      {canRequest && open === undefined && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="What should application engineering review?"
              autosize
              minRows={2}
              maxLength={2000}
              value={description}
              error={descriptionError}
              onChange={(event) => {
                setDescription(event.currentTarget.value);
                setDescriptionError(null);
              }}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconSend size={16} />}
                loading={request.isPending}
                disabled={busy}
              >
                Request engineering review
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {blockedReason && (
        <Stack gap="xs" data-testid="engineering-review-blocked">
          <Text size="sm" id={`eng-review-blocked-${quoteId}`}>
            {blockedReason}
          </Text>
          <Group justify="flex-end">
            <Button
              leftSection={<IconSend size={16} />}
              disabled
              aria-describedby={`eng-review-blocked-${quoteId}`}
            >
              Request engineering review
            </Button>
          </Group>
        </Stack>
      )}
      {[...all].reverse().map((row) => {
        const isOpen = row === open;
        return (
          <EngRequestCard
            key={row.ProjectQuoteEngRequestId}
            request={row}
            inReview={inReview && isOpen}
            parties={parties}
            canSend={isOpen && !row.IsSent && canRequest}
            canDelete={mayDelete && isOpen && (!row.IsSent || !inReview)}
            busy={busy}
            onSend={() => send.mutate()}
            onDelete={() => setConfirmDelete(row.ProjectQuoteEngRequestId)}
            onMove={(to, note) =>
              move.mutate({
                ProjectQuoteEngRequestId: row.ProjectQuoteEngRequestId,
                Status: QuoteEngRequestStatus[to],
                Note: note,
                RowVersion: row.RowVersion,
              })
            }
          />
        );
      })}
      <ConfirmationModal
        opened={confirmDelete !== null}
        header="Delete the engineering request?"
        message="The request is removed from the quote; a new one can be sent later."
        acceptLabel="Delete request"
        rejectLabel="Back"
        onAccept={() => {
          if (confirmDelete !== null) remove.mutate(confirmDelete);
          setConfirmDelete(null);
        }}
        onReject={() => setConfirmDelete(null)}
      />
    </QuoteSection>
  );
}
