import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export type ConfirmationModalProps = {
  opened: boolean;
  header: string;
  message: string;
  acceptLabel?: string;
  rejectLabel?: string;
  onAccept: () => void;
  onReject: () => void;
};

/** Spec section 2: accept (Continue) or reject (Cancel); the backdrop does not dismiss it. */
export function ConfirmationModal({
  opened,
  header,
  message,
  acceptLabel = 'Continue',
  rejectLabel = 'Cancel',
  onAccept,
  onReject,
}: ConfirmationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onReject}
      size={700}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
      classNames={{ content: 'aq-dialog' }}
      title={header}
    >
      <Stack gap="lg" justify="space-between" mih={140}>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onReject}>
            {rejectLabel}
          </Button>
          <Button onClick={onAccept} data-autofocus>
            {acceptLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
