import type { ResetLinkProblem } from '@airquote/shared/contracts/app-user/check-reset-password-token';
import { resetPasswordTexts, TERMS_NOT_AGREED_MESSAGE } from '@airquote/shared/rules/forms';
import { fieldMessage, firstKnownFieldMessage } from '@airquote/shared/rules/messages';
import { EXAMPLE_PASSWORD, passwordErrors } from '@airquote/shared/rules/password';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { visibleFieldError } from '../../../components/field-error.ts';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { showToast } from '../../../components/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useResetLinkCheck } from '../api/check-reset-password-token.ts';
import { useResetPasswordViewModel } from '../api/get-reset-password-vm.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { TermsOfUseCheckbox } from '../components/terms-of-use-checkbox.tsx';

export const RESET_TEXTS = {
  viewModelError: 'Error fetching reset password view model. Check Console',
  setSuccess: 'Set Password Sucessful',
  resetSuccess: 'Reset Password Sucessful',
  failure: 'API Failed on Reset Password. Check Console',
} as const;

/** What the screen says, on load, about a link that no longer works (issue #15). */
export const RESET_LINK_PROBLEMS: Record<ResetLinkProblem, string> = {
  used: 'This link has already been used. Each link works once: ask for a new one if you still need to change your password.',
  expired: 'This link has expired: links work for 30 minutes. Ask for a new one.',
  invalid: 'This link is not valid. Ask for a new one.',
};

/** Spec section 9: the reset (or set) password success toast lasts 6000 ms. */
export const RESET_SUCCESS_TOAST_MS = 6_000;

type ResetForm = { password: string; reEnterPassword: string; agreedToCustomerTermsOfUse: boolean };

/** Password rules of the reset screen with its own texts (spec section 5). */
function validatePassword(value: string): true | string {
  const errors = passwordErrors(value);
  if (errors.length === 0) return true;
  if (value === EXAMPLE_PASSWORD) return resetPasswordTexts.examplePassword;
  return firstKnownFieldMessage(errors, 'Password') ?? fieldMessage('pattern', 'Password');
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  const userId = Number(searchParams.get('userId') ?? 0);
  const [serverMessage, setServerMessage] = useState('');
  /** The link is spent once it worked: the form cannot be sent again. */
  const [succeeded, setSucceeded] = useState(false);
  const viewModel = useResetPasswordViewModel(userId);
  // Checked as the screen opens, so a spent link says so before anything is typed. A check that
  // gets no answer says nothing: the form stays and the server decides on Continue.
  const linkCheck = useResetLinkCheck(userId, token);
  const linkProblem = linkCheck.data?.valid === false ? (linkCheck.data.problem ?? 'invalid') : null;
  const hasPassword = viewModel.data?.hasPassword ?? true;
  const signedTerms = viewModel.data?.signedCustomerTermsOfUse ?? true;
  const title = hasPassword ? 'Reset Password' : 'Set Password';

  useEffect(() => {
    if (viewModel.isError || userId <= 0 || !token) {
      console.error('reset password view model failed', viewModel.error);
      showToast({ type: 'Error', message: RESET_TEXTS.viewModelError });
    }
  }, [viewModel.isError, viewModel.error, userId, token]);

  const { register, handleSubmit, formState, getValues } = useForm<ResetForm>({
    mode: 'onTouched',
    defaultValues: { password: '', reEnterPassword: '', agreedToCustomerTermsOfUse: false },
  });

  const onSubmit = async (values: ResetForm) => {
    setServerMessage('');
    try {
      await resetPassword({
        ...values,
        token,
        userId,
        agreedToCustomerTermsOfUse: signedTerms || values.agreedToCustomerTermsOfUse,
      });
      setSucceeded(true);
      showToast({
        type: 'Success',
        message: hasPassword ? RESET_TEXTS.resetSuccess : RESET_TEXTS.setSuccess,
        durationMs: RESET_SUCCESS_TOAST_MS,
        onClose: () => {
          if (window.location.pathname === paths.resetPassword) navigate(paths.login);
        },
      });
    } catch (error) {
      console.error('reset password failed', error);
      setServerMessage((error as Error).message);
      showToast({ type: 'Error', message: RESET_TEXTS.failure });
    }
  };

  useEffect(() => {
    if (linkCheck.isError) console.error('reset link check failed', linkCheck.error);
  }, [linkCheck.isError, linkCheck.error]);

  if (viewModel.isLoading || linkCheck.isLoading) return <LoadingOverlay />;

  if (linkProblem && !succeeded)
    return (
      <AuthLayout title={title}>
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title="This link no longer works"
            // Red 9 on the light red ground: the title reads at WCAG AA (4.5:1) too.
            styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
            data-testid="reset-link-problem"
          >
            <Text size="sm" c="dark.7">
              {RESET_LINK_PROBLEMS[linkProblem]}
            </Text>
          </Alert>
          <Button component={Link} to={paths.forgotPassword} fullWidth>
            Ask for a new link
          </Button>
          <AuthLink to={paths.login}>Back to Login</AuthLink>
        </Stack>
      </AuthLayout>
    );

  return (
    <AuthLayout title={title}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <PasswordField
            label="Password"
            withAsterisk
            autoComplete="new-password"
            autoFocus
            error={visibleFieldError(formState, 'password')}
            {...register('password', { validate: validatePassword, deps: ['reEnterPassword'] })}
          />
          <PasswordField
            label="Re-enter Password"
            withAsterisk
            autoComplete="new-password"
            error={visibleFieldError(formState, 'reEnterPassword')}
            {...register('reEnterPassword', {
              validate: (value) =>
                !value
                  ? resetPasswordTexts.reEnterRequired
                  : value === getValues('password') || resetPasswordTexts.mismatch,
            })}
          />
          {!signedTerms && (
            <TermsOfUseCheckbox
              error={visibleFieldError(formState, 'agreedToCustomerTermsOfUse')}
              {...register('agreedToCustomerTermsOfUse', {
                validate: (value) => value || TERMS_NOT_AGREED_MESSAGE,
              })}
            />
          )}
          <Button
            type="submit"
            fullWidth
            loading={formState.isSubmitting}
            disabled={!token || userId <= 0 || succeeded}
          >
            Continue
          </Button>
          <Text c="red.9" size="sm" role="alert" mih={20} ta="center">
            {serverMessage}
          </Text>
          <AuthLink to={paths.login}>Back to Login</AuthLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
