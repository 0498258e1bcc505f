import { changePasswordRequestSchema } from '@airquote/shared/rules/forms';
import { type FieldError, fieldMessage, firstKnownFieldMessage } from '@airquote/shared/rules/messages';
import { applyPasswordMatch, oldPasswordError } from '@airquote/shared/rules/password';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver.ts';

export type ChangePasswordForm = { OldPassword: string; NewPassword: string; ConfirmPassword: string };

export const changePasswordLabels = {
  OldPassword: 'Old Password',
  NewPassword: 'New Password',
  ConfirmPassword: 'Confirm Password',
} as const satisfies Record<keyof ChangePasswordForm, string>;

export const emptyChangePasswordForm: ChangePasswordForm = {
  OldPassword: '',
  NewPassword: '',
  ConfirmPassword: '',
};

// The server's own schema: required old password and the new-password rule, with its messages.
const schemaResolver = formResolver<ChangePasswordForm>(changePasswordRequestSchema);

/** Required, then the password-match rule of spec section 5 (only a mismatch is its business). */
function confirmationMessage(values: ChangePasswordForm): string | null {
  const ownErrors: FieldError[] = values.ConfirmPassword ? [] : [{ name: 'required' }];
  const errors = applyPasswordMatch(values.NewPassword, values.ConfirmPassword, ownErrors);
  return firstKnownFieldMessage(errors, changePasswordLabels.ConfirmPassword);
}

/**
 * The change-password form's rules: the shared schema, the password match, then the asynchronous
 * old-password check (spec section 5), asked only when the old password is being validated.
 */
export function createChangePasswordResolver(
  isCurrentPassword: (password: string) => Promise<boolean>,
): Resolver<ChangePasswordForm> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors: FieldErrors<ChangePasswordForm> = { ...result.errors };
    delete errors.ConfirmPassword;
    const confirmation = confirmationMessage(values);
    if (confirmation) errors.ConfirmPassword = { type: 'validate', message: confirmation };
    const checksOldPassword = !options.names || options.names.includes('OldPassword');
    if (!errors.OldPassword && checksOldPassword) {
      const error = await oldPasswordError(values.OldPassword, isCurrentPassword);
      if (error)
        errors.OldPassword = { type: error, message: fieldMessage(error, changePasswordLabels.OldPassword) };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
