import { emailRegisteredError } from '@airquote/shared/rules/email';
import { forgotPasswordRequestSchema, forgotPasswordTexts } from '@airquote/shared/rules/forms';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';
import { NotificationPopup, type PopupNotice } from '../../../components/notification-popup.tsx';
import { paths } from '../../../config/paths.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { createUserExistsChecker } from '../api/user-exists-by-email.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AuthLink } from '../components/auth-link.tsx';

type ForgotForm = { email: string };

const schemaResolver = formResolver<ForgotForm>(forgotPasswordRequestSchema);

/** Required, a valid address, then it must belong to an account (a failed check passes). */
function createForgotResolver(userExists: (email: string) => Promise<boolean>): Resolver<ForgotForm> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (result.errors.email) return result;
    const error = await emailRegisteredError(values.email.trim(), userExists);
    return error
      ? { values: {}, errors: { email: { type: error, message: forgotPasswordTexts.doesntExist } } }
      : result;
  };
}

export function forgotPasswordSuccessNotice(email: string): PopupNotice {
  return {
    type: 'Success',
    title: 'Success',
    subTitle: 'Forgot Password Confimation',
    notification: `Thanks, a confirmation email has been sent to ${email}. Please follow up to continue`,
  };
}

export function ForgotPasswordPage() {
  const [notice, setNotice] = useState<PopupNotice | null>(null);
  const [resolver] = useState(() => createForgotResolver(createUserExistsChecker()));
  const { register, handleSubmit, formState } = useForm<ForgotForm>({
    resolver,
    // Checked when the field is left, not on each keystroke: the existence check is a server call.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: ForgotForm) => {
    const failed = (text: string): PopupNotice => ({
      type: 'Error',
      title: 'Error',
      subTitle: 'Forgot Password Confirmation Failed',
      notification: text,
    });
    try {
      const answer = await forgotPassword(email.trim());
      setNotice(answer.success ? forgotPasswordSuccessNotice(email.trim()) : failed(answer.failureMsg));
    } catch (error) {
      setNotice(failed((error as Error).message));
    }
  };

  return (
    <AuthLayout title="Forgot Password" logoLinksHome>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            error={visibleFieldError(formState, 'email')}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={formState.isSubmitting}>
            Continue
          </Button>
          <AuthLink to={paths.login}>Back to Login</AuthLink>
        </Stack>
      </form>
      <NotificationPopup notice={notice} onClose={() => setNotice(null)} />
    </AuthLayout>
  );
}
