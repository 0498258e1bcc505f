import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { useUserInfo } from '../../../lib/session-store.ts';
import { actorOf, type StatusAction, statusActionsOf } from '../quote-rules.ts';

type QuoteStatusActionsProps = {
  quote: ProjectQuote;
  busy: boolean;
  onChangeStatus: (statusId: number) => void;
};

/** Hold, Resume, Cancel, Reopen: each asks for confirmation before the status changes. */
export function QuoteStatusActions({ quote, busy, onChangeStatus }: QuoteStatusActionsProps) {
  const userInfo = useUserInfo();
  const actions = statusActionsOf(quote, actorOf(userInfo));
  const [pending, setPending] = useState<StatusAction | null>(null);
  if (actions.length === 0) return null;
  return (
    <Group gap="xs">
      {actions.map((action) => (
        <Button
          key={action.to}
          variant="light"
          color={action.color}
          loading={busy && pending?.to === action.to}
          disabled={busy}
          onClick={() => setPending(action)}
        >
          {action.label}
        </Button>
      ))}
      <ConfirmationModal
        opened={pending !== null}
        header={pending ? `${pending.label}?` : ''}
        message={pending?.confirm ?? ''}
        acceptLabel={pending?.label}
        rejectLabel="Back"
        onAccept={() => {
          if (pending) onChangeStatus(pending.toId);
          setPending(null);
        }}
        onReject={() => setPending(null)}
      />
    </Group>
  );
}
