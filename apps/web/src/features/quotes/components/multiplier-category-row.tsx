import type { ProjectQuoteCatMultiplier } from '@airquote/shared/contracts/quote/cat-multiplier-schemas';
import { ActionIcon, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { decisionNoteError, type QuoteCategory, requestedMultiplierError } from '../quote-review-rules.ts';

export type MultiplierRowActions = {
  /** The requester may ask for a lower multiplier for a category without a waiting request. */
  canRequest: boolean;
  /** The requester may remove this row's waiting request. */
  canDelete: boolean;
  /** A reviewer may decide this row's sent request. */
  canDecide: boolean;
  busy: boolean;
  onRequest: (categoryId: number, multiplier: string) => void;
  onDelete: (request: ProjectQuoteCatMultiplier) => void;
  onDecide: (request: ProjectQuoteCatMultiplier, approved: boolean, note: string) => void;
};

export function requestStatusBadge(request: ProjectQuoteCatMultiplier) {
  if (request.Status === 'Approved')
    return (
      <Badge color="green" variant="light">
        Approved
      </Badge>
    );
  if (request.Status === 'Rejected')
    return (
      <Badge color="red" variant="light">
        Rejected
      </Badge>
    );
  return request.IsSent ? (
    <Badge color="yellow" variant="light">
      Waiting for decision
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Draft, not sent
    </Badge>
  );
}

/** One category of the quote: standard, applied and requested multipliers, with what this user may do. */
export function MultiplierCategoryRow({
  category,
  withActions,
  actions,
}: {
  category: QuoteCategory;
  withActions: boolean;
  actions: MultiplierRowActions;
}) {
  const latest = category.Latest;
  const waiting = latest?.Status === 'Pending';
  const mayRequest = actions.canRequest && !waiting && category.StandardMultiplier !== null;
  const [requested, setRequested] = useState('');
  const [requestError, setRequestError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const request = () => {
    const error = requestedMultiplierError(requested, category.StandardMultiplier);
    setRequestError(error);
    if (error === null) {
      actions.onRequest(category.ProductTypeCategoryId, requested.trim());
      setRequested('');
    }
  };
  const decide = (approved: boolean) => {
    const error = decisionNoteError(note);
    setNoteError(error);
    if (error === null && latest) actions.onDecide(latest, approved, note.trim());
  };
  return (
    <Table.Tr data-testid="multiplier-category">
      <Table.Td>{category.Name}</Table.Td>
      <Table.Td ta="right" data-testid="standard-multiplier">
        {category.StandardMultiplier ?? '—'}
      </Table.Td>
      <Table.Td ta="right" data-testid="applied-multiplier">
        {category.AppliedMultiplier ?? '—'}
      </Table.Td>
      <Table.Td ta="right">
        {mayRequest ? (
          <TextInput
            aria-label={`Requested multiplier for ${category.Name}`}
            placeholder="e.g. 0.4500"
            inputMode="decimal"
            size="xs"
            w={120}
            ml="auto"
            value={requested}
            error={requestError}
            onChange={(event) => {
              setRequested(event.currentTarget.value);
              setRequestError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') request();
            }}
          />
        ) : waiting ? (
          <Text size="sm" fw={600}>
            {latest?.RequestedMultiplier}
          </Text>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        {latest ? (
          <Stack gap={2}>
            <Group gap={6}>
              {requestStatusBadge(latest)}
              {!waiting && (
                <Text size="xs" c="dimmed">
                  {latest.RequestedMultiplier}
                </Text>
              )}
            </Group>
            {latest.DecisionNote && (
              <Text size="xs" c="dimmed" data-testid="decision-note">
                {latest.DecidedByName}: {latest.DecisionNote}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Standard
          </Text>
        )}
      </Table.Td>
      {withActions && (
        <Table.Td>
          {mayRequest && (
            <Button
              size="xs"
              variant="light"
              onClick={request}
              disabled={actions.busy}
              aria-label={`Add the requested multiplier for ${category.Name}`}
            >
              Add
            </Button>
          )}
          {waiting && latest && actions.canDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove the request for ${category.Name}`}
              disabled={actions.busy}
              onClick={() => actions.onDelete(latest)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
          {waiting && latest?.IsSent && actions.canDecide && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`Decision note for ${category.Name}`}
                placeholder="Decision note"
                size="xs"
                w={200}
                maxLength={2000}
                value={note}
                error={noteError}
                onChange={(event) => {
                  setNote(event.currentTarget.value);
                  setNoteError(null);
                }}
              />
              <Button size="xs" color="green" disabled={actions.busy} onClick={() => decide(true)}>
                Approve
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={actions.busy}
                onClick={() => decide(false)}
              >
                Reject
              </Button>
            </Group>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
