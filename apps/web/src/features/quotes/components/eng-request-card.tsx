import type { ProjectQuoteEngRequest } from '@airquote/shared/contracts/quote/eng-request-schemas';
import {
  decideEngRequestStatus,
  type EngRequestParty,
  type EngRequestStatusId,
  type EngRequestStatusName,
  engRequestStatusNameOf,
  engRequestSteps,
  isFinalEngRequestStatus,
} from '@airquote/shared/rules/eng-request-status';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';

const statusColors: Record<EngRequestStatusName, string> = {
  NotReviewed: 'gray',
  UnderReview: 'blue',
  NeedMoreInfo: 'orange',
  Approved: 'green',
  Rejected: 'red',
};

/** The button of each step, named by where it leads. */
const stepLabels: Record<EngRequestStatusName, string> = {
  UnderReview: 'Start review',
  Approved: 'Approve',
  Rejected: 'Reject',
  NeedMoreInfo: 'Ask for more info',
  NotReviewed: 'Start review',
};

export function engStatusOf(
  request: Pick<ProjectQuoteEngRequest, 'Status'>,
): EngRequestStatusName | undefined {
  return engRequestStatusNameOf[request.Status as EngRequestStatusId];
}

export function isEndedEngRequest(request: Pick<ProjectQuoteEngRequest, 'Status'>): boolean {
  const status = engStatusOf(request);
  return status !== undefined && isFinalEngRequestStatus(status);
}

type EngRequestCardProps = {
  request: ProjectQuoteEngRequest;
  /** The quote is in engineering review: a sent request can move on. */
  inReview: boolean;
  /** Which sides of the flow this user takes (engineering.review: reviewer; engineering.request: requester). */
  parties: ReadonlySet<EngRequestParty>;
  canSend: boolean;
  canDelete: boolean;
  busy: boolean;
  onSend: () => void;
  onDelete: () => void;
  onMove: (to: EngRequestStatusName, note: string) => void;
};

/** One engineering request: its status, description and history, and the steps this user may take. */
export function EngRequestCard({
  request,
  inReview,
  parties,
  canSend,
  canDelete,
  busy,
  onSend,
  onDelete,
  onMove,
}: EngRequestCardProps) {
  const status = engStatusOf(request);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const steps =
    status && request.IsSent && inReview
      ? engRequestSteps.filter((step) => step.from === status && parties.has(step.by))
      : [];
  const answering = steps.length > 0 && steps.every((step) => step.by === 'requester');
  const move = (to: EngRequestStatusName) => {
    if (!status) return;
    const decision = decideEngRequestStatus(status, to, parties, note);
    if (!decision.allowed) {
      setNoteError(decision.message);
      return;
    }
    setNoteError(null);
    onMove(to, note.trim());
  };
  const waitingFor =
    status && request.IsSent && inReview && steps.length === 0
      ? status === 'NeedMoreInfo'
        ? 'Waiting for the requester’s answer.'
        : 'Waiting for application engineering.'
      : null;
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="eng-request">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {request.Description}
            </Text>
            <Text size="xs" c="dimmed">
              Requested by {request.RequestedByName}
              {request.SentAt ? ` · sent ${formatDateTime(request.SentAt)}` : ' · not sent yet'}
              {request.ReviewedByName ? ` · reviewer ${request.ReviewedByName}` : ''}
            </Text>
          </Stack>
          <Badge
            variant="light"
            size="lg"
            color={status ? statusColors[status] : 'gray'}
            data-testid="eng-request-status"
          >
            {request.IsSent ? request.StatusName : 'Draft'}
          </Badge>
        </Group>
        {request.Notes.length > 0 && (
          <Stack gap={6} aria-label="Request history">
            {request.Notes.map((entry) => (
              <Stack key={entry.ProjectQuoteNoteId} gap={0} data-testid="eng-note">
                <Text size="xs" c="dimmed">
                  {entry.AuthorName} · {formatDateTime(entry.At)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.Note}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        {waitingFor && (
          <Text size="sm" c="dimmed">
            {waitingFor}
          </Text>
        )}
        {steps.length > 0 && (
          <Stack gap="xs">
            <Textarea
              label={answering ? 'Answer' : 'Note'}
              description={
                answering
                  ? 'Answer the question of application engineering; their review goes on with your answer.'
                  : 'Approving, rejecting or asking for more information needs a note.'
              }
              autosize
              minRows={2}
              maxLength={2000}
              value={note}
              error={noteError}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
            />
            <Group gap="xs" justify="flex-end">
              {steps.map((step) => (
                <Button
                  key={`${step.by}-${step.to}`}
                  size="sm"
                  variant={step.to === 'Rejected' || step.to === 'NeedMoreInfo' ? 'light' : 'filled'}
                  color={
                    step.by === 'requester' || statusColors[step.to] === 'gray'
                      ? undefined
                      : statusColors[step.to]
                  }
                  disabled={busy}
                  onClick={() => move(step.to)}
                >
                  {step.by === 'requester' ? 'Send answer' : stepLabels[step.to]}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        {(canSend || canDelete) && (
          <Group gap="xs" justify="flex-end">
            {canDelete && (
              <Button size="sm" variant="subtle" color="red" disabled={busy} onClick={onDelete}>
                Delete request
              </Button>
            )}
            {canSend && (
              <Button size="sm" disabled={busy} onClick={onSend}>
                Send request
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
