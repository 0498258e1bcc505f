import type { NotificationType } from '@airquote/shared/enums/lookups';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { NotificationIcon } from './notification-icon.tsx';

export type PopupNotice = {
  type: NotificationType;
  title: string;
  subTitle: string;
  notification: string;
  /** Optional lines under the text, one per item (e.g. each missing control of a form). */
  lines?: readonly string[];
};

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
          {notice.notification && <Text size="sm">{notice.notification}</Text>}
          {notice.lines && notice.lines.length > 0 && (
            <List size="sm" spacing={2}>
              {notice.lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
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
