import type { NotificationType } from '@airquote/shared/enums/lookups';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { NotificationIcon } from './notification-icon.tsx';

export type PopupNotice = { type: NotificationType; title: string; subTitle: string; notification: string };

/** Spec section 2 notification popup (400 px): title, subtitle, text and a Close button. */
export function NotificationPopup({ notice, onClose }: { notice: PopupNotice | null; onClose: () => void }) {
  return (
    <Modal
      opened={notice !== null}
      onClose={onClose}
      size={400}
      centered
      withCloseButton={false}
      title={
        notice && (
          <Group gap="xs" wrap="nowrap">
            <NotificationIcon type={notice.type} />
            <Text component="span" fw={700} size="lg">
              {notice.title}
            </Text>
          </Group>
        )
      }
    >
      {notice && (
        <Stack gap="xs" aria-live="assertive">
          <Text fw={600}>{notice.subTitle}</Text>
          <Text size="sm">{notice.notification}</Text>
          <Group justify="flex-end" mt="sm">
            <Button onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
