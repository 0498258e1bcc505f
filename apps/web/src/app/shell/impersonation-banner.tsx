import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../components/toast.tsx';
import { STOPPING_IMPERSONATION_MARKER } from '../../lib/local-storage-keys.ts';
import { useImpersonatingUserId, useUserInfo } from '../../lib/session-store.ts';
import { stopImpersonation } from '../../shared/session/impersonation.ts';

/**
 * A burnt orange that white text reads on at WCAG AA (5.5:1); Mantine's orange filled gave 2.6:1.
 * Stop is white with the banner's colour as its text (5.5:1 too).
 */
const BANNER_COLOR = '#b34700';

/** Always visible while impersonating, with a Stop button. */
export function ImpersonationBanner() {
  const impersonatingUserId = useImpersonatingUserId();
  const userInfo = useUserInfo();
  const [stopping, setStopping] = useState(false);
  if (!impersonatingUserId || impersonatingUserId === STOPPING_IMPERSONATION_MARKER) return null;
  const name = userInfo
    ? `${userInfo.AppUser.FirstName} ${userInfo.AppUser.LastName}`
    : `user ${impersonatingUserId}`;
  return (
    <Alert
      color={BANNER_COLOR}
      variant="filled"
      radius={0}
      p="xs"
      icon={<IconUserShield size={20} />}
      role="status"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} style={{ flex: '1 1 16rem' }}>
          You are impersonating {name}. Everything you do is recorded under your own name too.
        </Text>
        <Button
          size="xs"
          variant="white"
          color={BANNER_COLOR}
          loading={stopping}
          onClick={async () => {
            setStopping(true);
            const error = await stopImpersonation();
            setStopping(false);
            if (error) showToast({ type: 'Error', message: error });
          }}
        >
          Stop
        </Button>
      </Group>
    </Alert>
  );
}
