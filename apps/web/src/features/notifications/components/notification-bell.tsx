import type { UserNotification } from '@airquote/shared/contracts/notification/notification-schemas';
import { ActionIcon, Anchor, Badge, Divider, Group, Loader, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NotificationPopup, type PopupNotice } from '../../../components/notification-popup.tsx';
import { paths } from '../../../config/paths.ts';
import { useNotificationCounts } from '../api/get-notification-counts.ts';
import { latestActionNeededQueryOptions, useLatestActionNeeded } from '../api/search-notifications.ts';
import { countsPollMs, notificationLink } from '../notification-rules.ts';

const latestCount = 5;

const noticeOf = (row: UserNotification): PopupNotice => ({
  type: 'Info',
  title: row.Title,
  subTitle: row.SubTitle,
  notification: row.Notification,
});

/**
 * The shell's bell: the ActionNeeded count, polled every minute; a 400 px popover (spec section 9)
 * with the latest items; and the notification popup when the count rises while the user works.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [notice, setNotice] = useState<PopupNotice | null>(null);
  const counts = useNotificationCounts({ refetchInterval: countsPollMs });
  const actionNeeded = counts.data?.ActionNeeded ?? 0;
  const latest = useLatestActionNeeded(actionNeeded, latestCount, { enabled: opened && counts.isSuccess });

  // The first answer is no rise: only a count above the last one seen opens the popup.
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (!counts.isSuccess) return;
    const previous = seen.current;
    seen.current = actionNeeded;
    if (previous === null || actionNeeded <= previous) return;
    let live = true;
    queryClient
      .fetchQuery(latestActionNeededQueryOptions(actionNeeded, latestCount))
      .then((answer) => {
        const newest = answer.Notifications[0];
        if (live && newest) setNotice(noticeOf(newest));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [actionNeeded, counts.isSuccess, queryClient]);

  const label =
    actionNeeded === 1
      ? 'Notifications: 1 needs your action'
      : `Notifications: ${actionNeeded} need your action`;
  return (
    <>
      <Popover width={400} position="bottom-end" shadow="md" withArrow opened={opened} onChange={setOpened}>
        {/* The target is the button itself: Mantine gives the target aria-haspopup and
            aria-expanded, which a plain group may not carry (axe aria-allowed-attr, issue #18). */}
        <Group gap={2} wrap="nowrap">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              data-testid="notification-bell"
              onClick={() => setOpened((open) => !open)}
            >
              <IconBell size={20} />
            </ActionIcon>
          </Popover.Target>
          {actionNeeded > 0 && (
            // The count beside the bell; Mantine's Indicator styles are not in our stylesheet.
            <Badge size="sm" color="red" circle={actionNeeded < 10} aria-hidden="true">
              {actionNeeded > 99 ? '99+' : actionNeeded}
            </Badge>
          )}
        </Group>
        {/* 400 px (spec section 9), at most the window less a margin on a phone. */}
        <Popover.Dropdown data-testid="notification-popover" maw="calc(100vw - 1rem)">
          <Stack gap="xs">
            <Text fw={700}>Action needed</Text>
            {latest.isPending && <Loader size="sm" aria-label="Loading the notifications" />}
            {latest.data?.Notifications.length === 0 && (
              <Text size="sm" c="dimmed">
                Nothing needs you now.
              </Text>
            )}
            {latest.data?.Notifications.map((row) => (
              <Stack key={row.NotificationKey} gap={2} data-testid="notification-popover-item">
                <Anchor
                  component={Link}
                  to={notificationLink(row)}
                  fw={600}
                  size="sm"
                  onClick={() => setOpened(false)}
                >
                  {row.Title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.SubTitle}
                </Text>
                <Text size="sm" lineClamp={3}>
                  {row.Notification}
                </Text>
              </Stack>
            ))}
            <Divider />
            <Anchor
              component={Link}
              to={`${paths.notifications}?queue=ActionNeeded`}
              size="sm"
              onClick={() => setOpened(false)}
            >
              All notifications
            </Anchor>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <NotificationPopup notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
