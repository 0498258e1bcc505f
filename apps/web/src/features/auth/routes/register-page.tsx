import { emailNotRegisteredError, isValidEmail } from '@airquote/shared/rules/email';
import { type RegistrationRequest, registrationRequestSchema } from '@airquote/shared/rules/forms';
import { fieldMessage } from '@airquote/shared/rules/messages';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { visibleFieldError } from '../../../components/field-error.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { showToast } from '../../../components/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { register as registerUser } from '../api/register.ts';
import { createUserExistsChecker } from '../api/user-exists-by-email.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { TermsOfUseCheckbox } from '../components/terms-of-use-checkbox.tsx';

export const REGISTER_TEXTS = {
  success:
    'Account created successfully. Thank you for your submission. Our internal team will review your request and email you once your account is ready',
  approvalEmailNotSent:
    'Account created successfully. However, approval email not sent.Please reach out to administrator(s)',
  failure: 'Error creating user.',
  apiError: 'API Error creating user. Please check console',
} as const;

/** Spec section 9 toast durations: registration success or warning 10000 ms, errors 7000 ms. */
export const REGISTER_TOAST_MS = { successOrWarning: 10_000, error: 7_000 } as const;

type RegisterForm = Omit<RegistrationRequest, 'IsInternalEmployee'>;

const schemaResolver = formResolver<RegisterForm>(registrationRequestSchema);

/** The shared schema, then the asynchronous "already registered" check (spec section 5). */
function createRegisterResolver(userExists: (email: string) => Promise<boolean>): Resolver<RegisterForm> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const email = values.EmailAddress?.trim() ?? '';
    if (!result.errors.EmailAddress && isValidEmail(email)) {
      const error = await emailNotRegisteredError(email, userExists);
      if (error) {
        return {
          values: {},
          errors: { ...result.errors, EmailAddress: { type: error, message: fieldMessage(error, 'Email') } },
        };
      }
    }
    return result;
  };
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [resolver] = useState(() => createRegisterResolver(createUserExistsChecker()));
  /** Set once the server has answered: the form is done and cannot be sent twice. */
  const [finished, setFinished] = useState(false);
  const form = useForm<RegisterForm>({
    resolver,
    // Checked when a field is left, not on each keystroke: the e-mail check is a server call.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      FirstName: '',
      LastName: '',
      EmailAddress: '',
      Password: '',
      ConfirmPassword: '',
      DefaultCompanyReference: '',
      AgreedToCustomerTermsOfUse: false,
    },
  });
  const { register, handleSubmit, formState } = form;
  const error = (name: keyof RegisterForm) => visibleFieldError(formState, name);
  // The toast outlives the page: only take the user to login if they are still here.
  const goToLogin = () => {
    if (window.location.pathname === paths.register) navigate(paths.login);
  };

  const onSubmit = async (values: RegisterForm) => {
    try {
      const answer = await registerUser(values);
      setFinished(true);
      if (answer.Successful && answer.ApprovalEmailSent) {
        showToast({
          type: 'Success',
          message: REGISTER_TEXTS.success,
          durationMs: REGISTER_TOAST_MS.successOrWarning,
          onClose: goToLogin,
        });
      } else if (answer.Successful) {
        showToast({
          type: 'Warning',
          message: REGISTER_TEXTS.approvalEmailNotSent,
          durationMs: REGISTER_TOAST_MS.successOrWarning,
          onClose: goToLogin,
        });
      } else {
        showToast({
          type: 'Error',
          message: `${REGISTER_TEXTS.failure} ${answer.UserMessage}`.trim(),
          durationMs: REGISTER_TOAST_MS.error,
          onClose: goToLogin,
        });
      }
    } catch (callError) {
      setFinished(true);
      console.error('register failed', callError);
      showToast({
        type: 'Error',
        message: `${REGISTER_TEXTS.apiError} ${(callError as Error).message}`,
        durationMs: REGISTER_TOAST_MS.error,
        onClose: goToLogin,
      });
    }
  };

  return (
    <AuthLayout title="Register">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="First Name"
              withAsterisk
              autoFocus
              autoComplete="given-name"
              error={error('FirstName')}
              {...register('FirstName')}
            />
            <TextInput
              label="Last Name"
              withAsterisk
              autoComplete="family-name"
              error={error('LastName')}
              {...register('LastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="email"
            error={error('EmailAddress')}
            {...register('EmailAddress')}
          />
          <PasswordField
            label="Password"
            withAsterisk
            autoComplete="new-password"
            error={error('Password')}
            {...register('Password', { deps: ['ConfirmPassword'] })}
          />
          <PasswordField
            label="Confirm Password"
            withAsterisk
            autoComplete="new-password"
            error={error('ConfirmPassword')}
            {...register('ConfirmPassword')}
          />
          <TextInput
            label="Company Name"
            withAsterisk
            autoComplete="organization"
            error={error('DefaultCompanyReference')}
            {...register('DefaultCompanyReference')}
          />
          <TermsOfUseCheckbox
            mt="xs"
            error={error('AgreedToCustomerTermsOfUse')}
            {...register('AgreedToCustomerTermsOfUse')}
          />
          <Button type="submit" fullWidth mt="sm" loading={formState.isSubmitting} disabled={finished}>
            Register
          </Button>
          <AuthLink to={paths.login}>Already have an account?</AuthLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
