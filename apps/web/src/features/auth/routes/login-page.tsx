import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useMatches, useParams } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { showPendingRedirectToast } from '../../../components/toast.tsx';
import { paths } from '../../../config/paths.ts';
import type { RouteHandle } from '../../../config/route-handle.ts';
import { leavePage } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { endLocalSession } from '../../../shared/session/logout.ts';
import { refreshUserInfo } from '../../../shared/session/user-info.ts';
import { login } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { type LoginNavigationState, postLoginTarget } from '../post-login-target.ts';

export const LOGIN_TEXTS = {
  required: 'Email and password are required.',
  failed: 'Login failed.',
  loggedOut: 'You have been logged out.',
} as const;

/**
 * The two fields are read from the form as it is sent: the login page is the first JavaScript a
 * visitor loads, so it does without the form library the other forms use (ADR 34).
 */
function readLoginForm(form: HTMLFormElement): { Email: string; Password: string } {
  const data = new FormData(form);
  return { Email: String(data.get('Email') ?? ''), Password: String(data.get('Password') ?? '') };
}

/** Spec section 2 login screen; the action comes from route data or the 'action' parameter. */
export function LoginPage() {
  const params = useParams();
  const matches = useMatches();
  const location = useLocation();
  const action = params.action ?? (matches.at(-1)?.handle as RouteHandle | undefined)?.action ?? 'none';
  const [message, setMessage] = useState('');
  /** True while a logout clears the session: a login must not start before it is done. */
  const [clearing, setClearing] = useState(action === 'logout');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    showPendingRedirectToast();
    if (action === 'logout') {
      setClearing(true);
      void endLocalSession(true).then(() => {
        queryClient.clear();
        setMessage(LOGIN_TEXTS.loggedOut);
        setClearing(false);
      });
    }
  }, [action]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const { Email, Password } = readLoginForm(event.currentTarget);
    setSubmitting(true);
    try {
      await signIn(Email, Password);
    } finally {
      setSubmitting(false);
    }
  };

  const signIn = async (Email: string, Password: string) => {
    if (!Email.trim() || !Password) {
      setMessage(LOGIN_TEXTS.required);
      return;
    }
    setMessage('');
    try {
      // Someone else's session may still be stored: a token for another user would end this login.
      if (sessionStore.getToken()) await endLocalSession(false);
      const answer = await login(Email.trim(), Password);
      if (!answer.AppUser?.UserId || !answer.Authenticated) {
        setMessage(answer.UserMessage || LOGIN_TEXTS.failed);
        return;
      }
      await refreshUserInfo();
      // A full-page redirect, after the user info is refreshed (spec section 4).
      leavePage(() => window.location.assign(postLoginTarget(location.state as LoginNavigationState | null)));
    } catch (error) {
      setMessage((error as Error).message || LOGIN_TEXTS.failed);
    }
  };

  return (
    <AuthLayout title="Login">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" autoFocus name="Email" />
          <PasswordField label="Password" autoComplete="current-password" name="Password" />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot Password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting || clearing}>
            Login
          </Button>
          <Anchor component={Link} to={paths.register} size="sm" ta="center">
            Don't have an account?
          </Anchor>
          <Text c="red.9" size="sm" role="alert" mih={20} ta="center" data-testid="login-message">
            {message}
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
