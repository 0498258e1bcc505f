import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { showToast } from '../../../components/toast.tsx';
import { ApiCallError } from '../../../lib/api-client.ts';
import { changePassword } from '../api/change-password.ts';
import { createOldPasswordChecker } from '../api/validate-password.ts';
import {
  type ChangePasswordForm,
  createChangePasswordResolver,
  emptyChangePasswordForm,
  changePasswordLabels as labels,
} from '../change-password-rules.ts';

export const CHANGE_PASSWORD_TEXTS = {
  changed:
    'Password changed. You stay signed in here; every other browser and device where you were signed in has been signed out.',
  whileImpersonating:
    'You are impersonating this user: only they can change their password, after signing in themselves.',
} as const;

type ChangePasswordCardProps = { userId: number; impersonating: boolean };

/** Old password (checked with the server as it is left), new password with the shared rule, confirmation. */
export function ChangePasswordCard({ userId, impersonating }: ChangePasswordCardProps) {
  // A new checker after each change: the answer kept for the old value is no longer true.
  const [resolver, setResolver] = useState(() =>
    createChangePasswordResolver(createOldPasswordChecker(userId)),
  );
  const [changed, setChanged] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordForm>({
    resolver,
    defaultValues: emptyChangePasswordForm,
    // Checked when a field is left, not on each keystroke: the old-password check is a server call.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setResolver(() => createChangePasswordResolver(createOldPasswordChecker(userId)));
      reset(emptyChangePasswordForm);
      setChanged(true);
      showToast({ type: 'Success', message: CHANGE_PASSWORD_TEXTS.changed });
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiCallError ? error.fieldErrors : {};
      let shown = false;
      for (const name of ['OldPassword', 'NewPassword', 'ConfirmPassword'] as const) {
        const message = fieldErrors[name];
        if (message) {
          setError(name, { message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      if (!shown) showToast({ type: 'Error', message: error.message });
    },
  });
  const error = (name: keyof ChangePasswordForm) => visibleFieldError(formState, name);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-password">
      <form
        noValidate
        onSubmit={handleSubmit((values) => {
          setChanged(false);
          return change.mutateAsync(values).catch(() => undefined);
        })}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="account-password">
            Change password
          </Title>
          {impersonating ? (
            <Text size="sm" c="dimmed">
              {CHANGE_PASSWORD_TEXTS.whileImpersonating}
            </Text>
          ) : (
            <>
              <PasswordField
                label={labels.OldPassword}
                withAsterisk
                autoComplete="current-password"
                error={error('OldPassword')}
                {...register('OldPassword')}
              />
              <PasswordField
                label={labels.NewPassword}
                withAsterisk
                autoComplete="new-password"
                description="At least 8 characters with an uppercase, a lowercase, a number and a special character."
                error={error('NewPassword')}
                {...register('NewPassword', { deps: ['ConfirmPassword'] })}
              />
              <PasswordField
                label={labels.ConfirmPassword}
                withAsterisk
                autoComplete="new-password"
                error={error('ConfirmPassword')}
                {...register('ConfirmPassword')}
              />
              {changed && (
                <Alert color="green" variant="light" role="status" data-testid="password-changed">
                  {CHANGE_PASSWORD_TEXTS.changed}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={formState.isSubmitting}>
                  Change password
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
