import type { NotificationType } from '@airquote/shared/enums/lookups';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { NotificationIcon } from './notification-icon.tsx';
import { notificationColors } from './notification-style.ts';

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
      aria-labelledby="aq-popup-title"
    >
      {notice && (
        <Stack gap="xs" role="alertdialog" aria-live="assertive">
          <Group gap="xs" wrap="nowrap">
            <NotificationIcon type={notice.type} />
            <Text id="aq-popup-title" fw={700} size="lg" c={notificationColors[notice.type]}>
              {notice.title}
            </Text>
          </Group>
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
