import type { ProjectOrder } from '@airquote/shared/contracts/order/order-schemas';
import { OrderStatus, orderStatusMessages } from '@airquote/shared/rules/order-status';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { updateOrderStatus } from '../api/update-order-status.ts';
import { statusChangeTexts } from '../order-rules.ts';

type OrderStatusActionsProps = {
  order: ProjectOrder;
  onChanged: (order: ProjectOrder) => void;
  onError: (error: Error) => void;
};

/**
 * Order processing's buttons: one per status the server offers next (NextStatusIds), each confirmed
 * in a dialog with a note for the requester; a cancellation needs the note.
 */
export function OrderStatusActions({ order, onChanged, onError }: OrderStatusActionsProps) {
  const [target, setTarget] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (next) => {
      setTarget(null);
      onChanged(next);
    },
    onError: (error) => {
      setTarget(null);
      onError(error);
    },
  });
  if (order.NextStatusIds.length === 0) return null;
  const texts = target === null ? null : statusChangeTexts(target);
  const close = () => setTarget(null);
  const accept = () => {
    if (target === null) return;
    if (target === OrderStatus.Cancelled && note.trim() === '')
      return setNoteError(orderStatusMessages.cancelNoteRequired);
    change.mutate({
      ProjectOrderId: order.ProjectOrderId,
      Status: target,
      Note: note.trim(),
      RowVersion: order.RowVersion,
    });
  };
  return (
    <Group gap="xs">
      {order.NextStatusIds.map((status) => {
        const { label, color } = statusChangeTexts(status);
        return (
          <Button
            key={status}
            color={color}
            variant={status === OrderStatus.Cancelled ? 'light' : 'filled'}
            loading={change.isPending && change.variables?.Status === status}
            disabled={change.isPending}
            onClick={() => {
              setNote('');
              setNoteError(null);
              setTarget(status);
            }}
          >
            {label}
          </Button>
        );
      })}
      <Modal
        opened={texts !== null}
        onClose={close}
        title={texts ? `${texts.label}?` : ''}
        centered
        size="lg"
        closeOnClickOutside={false}
      >
        <Stack gap="md">
          <Text>{texts?.confirm}</Text>
          <Textarea
            label="Note"
            description="Sent to the requester with the new status and kept with the quote's notes."
            autosize
            minRows={2}
            maxLength={2000}
            withAsterisk={target === OrderStatus.Cancelled}
            value={note}
            error={noteError}
            data-autofocus
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setNoteError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Back
            </Button>
            <Button color={texts?.color} loading={change.isPending} onClick={accept}>
              {texts?.label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
