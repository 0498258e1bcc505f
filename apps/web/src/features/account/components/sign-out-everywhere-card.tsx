import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { showToast } from '../../../components/toast.tsx';
import { logout } from '../../../shared/session/logout.ts';
import { signOutEverywhere } from '../api/sign-out-everywhere.ts';

export const SIGN_OUT_EVERYWHERE_TEXTS = {
  explanation:
    'Signs you out on every device and browser where you are signed in, this one included. Use it when you signed in on a computer that is not yours, or lost a device.',
  confirm:
    'Sign out of all sessions? Every device and browser where you are signed in is signed out, this one included; unsaved work is lost.',
  done: 'You have been signed out on every device.',
  whileImpersonating: 'While you impersonate someone, this signs you, the administrator, out everywhere.',
} as const;

/**
 * signouteverywhere moves the user's token version on, so every token the user holds stops working;
 * this browser then clears its session as a logout does (the menu's Logout ends this session only).
 */
export function SignOutEverywhereCard({ impersonating }: { impersonating: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  async function signOutOfAllSessions(): Promise<void> {
    setSigningOut(true);
    try {
      await signOutEverywhere();
    } catch (error) {
      // Nothing was revoked: the user stays signed in and may try again.
      setSigningOut(false);
      showToast({ type: 'Error', message: (error as Error).message });
      return;
    }
    await logout({ callServer: false, toast: { type: 'Success', message: SIGN_OUT_EVERYWHERE_TEXTS.done } });
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-sessions">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="account-sessions">
          Sessions
        </Title>
        <Text size="sm">{SIGN_OUT_EVERYWHERE_TEXTS.explanation}</Text>
        {impersonating && (
          <Text size="sm" c="dimmed">
            {SIGN_OUT_EVERYWHERE_TEXTS.whileImpersonating}
          </Text>
        )}
        <Button
          variant="default"
          color="red"
          leftSection={<IconLogout size={16} />}
          loading={signingOut}
          onClick={() => setConfirming(true)}
        >
          Sign out of all sessions
        </Button>
      </Stack>
      <ConfirmationModal
        opened={confirming}
        header="Sign out of all sessions"
        message={SIGN_OUT_EVERYWHERE_TEXTS.confirm}
        acceptLabel="Sign out everywhere"
        onAccept={() => {
          setConfirming(false);
          void signOutOfAllSessions();
        }}
        onReject={() => setConfirming(false)}
      />
    </Paper>
  );
}
