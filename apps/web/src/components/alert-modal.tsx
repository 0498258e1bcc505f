import type { NotificationType } from '@airquote/shared/enums/lookups';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { NotificationIcon } from './notification-icon.tsx';

/** hh:mm:ss of a number of seconds (spec section 9). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

export type AlertModalProps = {
  opened: boolean;
  header: string;
  message: string;
  type: Exclude<NotificationType, 'Info'>;
  acceptLabel?: string;
  /** With a counter the modal counts down each second and, at zero, closes and calls onElapsed. */
  counterSeconds?: number;
  /**
   * The moment the counter reaches zero, when it started before the modal opened (the idle
   * countdown runs on while the page is hidden). Defaults to opening time + counterSeconds.
   */
  deadline?: number;
  onAccept: () => void;
  onElapsed?: () => void;
};

/** Spec section 2 alert modal: 700 × 210 px, icon and colour by type, default button Okay. */
export function AlertModal({
  opened,
  header,
  message,
  type,
  acceptLabel = 'Okay',
  counterSeconds,
  deadline,
  onAccept,
  onElapsed,
}: AlertModalProps) {
  const [remaining, setRemaining] = useState(counterSeconds ?? 0);
  const elapsedRef = useRef(onElapsed);
  elapsedRef.current = onElapsed;

  useEffect(() => {
    if (!opened || counterSeconds === undefined) return;
    const endsAt = deadline ?? Date.now() + counterSeconds * 1000;
    setRemaining(secondsUntil(endsAt));
    const timer = setInterval(() => {
      const left = secondsUntil(endsAt);
      setRemaining(left);
      if (left <= 0) {
        clearInterval(timer);
        elapsedRef.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [opened, counterSeconds, deadline]);

  return (
    <Modal
      opened={opened}
      onClose={onAccept}
      size={700}
      centered
      closeOnClickOutside={counterSeconds === undefined}
      withCloseButton={false}
      classNames={{ content: 'aq-dialog' }}
      title={
        <Group gap="sm" wrap="nowrap">
          <NotificationIcon type={type} />
          <Text component="span" fw={700} size="lg">
            {header}
          </Text>
        </Group>
      }
    >
      <Stack gap="sm" justify="space-between" mih={130}>
        <Text>{message}</Text>
        <Group justify="space-between">
          {counterSeconds !== undefined ? (
            <Text ff="monospace" fw={700} size="xl" aria-live="polite" data-testid="alert-countdown">
              {formatCountdown(opened ? remaining : counterSeconds)}
            </Text>
          ) : (
            <span />
          )}
          <Button onClick={onAccept} data-autofocus>
            {acceptLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
