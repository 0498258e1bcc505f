import { z } from 'zod';
import { isValidEmail } from './email.ts';
import { idParamSchema, idSchema } from './ids.ts';
import { fieldMessage, firstKnownFieldMessage } from './messages.ts';
import { PASSWORD_MAX_LENGTH, passwordErrors } from './password.ts';

/**
 * Field schemas shared by the sign-in forms and the server. Messages are the spec's texts (section 5),
 * so a server 400 and a form error read the same.
 */
export function requiredText(label: string, maxLength = 100) {
  return z
    .string({ error: fieldMessage('required', label) })
    .trim()
    .min(
      1,
      // Stryker disable next-line ObjectLiteral: z.string's error already words every check the same way.
      { error: fieldMessage('required', label) },
    )
    .max(maxLength, { error: fieldMessage('maxlength', label, maxLength) });
}

export function emailField(label = 'Email') {
  return requiredText(label, 254).refine(isValidEmail, { error: fieldMessage('email', label) });
}

/**
 * A new password: required, the spec's pattern, never the example password, and not longer than
 * sign-in accepts. A screen with its own text for the example password (reset password, spec
 * section 5) passes it in.
 */
export function newPasswordField(
  label = 'Password',
  examplePasswordMessage = fieldMessage('notEqualTo', label),
) {
  return z.string({ error: fieldMessage('required', label) }).superRefine((value, context) => {
    const [first] = passwordErrors(value);
    if (!first) return;
    const message =
      // Stryker disable next-line StringLiteral: unreachable fallback, every password error has a message.
      first.name === 'notEqualTo' ? examplePasswordMessage : (firstKnownFieldMessage([first], label) ?? '');
    context.addIssue({ code: 'custom', message });
  });
}

export const TERMS_NOT_AGREED_MESSAGE = 'You must agree to the Customer Terms of Use';

export { loginRequestSchema } from './login-request.ts';

export const registrationRequestSchema = z
  .object({
    FirstName: requiredText('First Name', 60),
    LastName: requiredText('Last Name', 60),
    EmailAddress: emailField('Email'),
    Password: newPasswordField('Password'),
    ConfirmPassword: z.string({ error: fieldMessage('required', 'Confirm Password') }),
    DefaultCompanyReference: requiredText('Company Name', 120),
    IsInternalEmployee: z.boolean().nullable().optional(),
    AgreedToCustomerTermsOfUse: z.boolean(),
  })
  .superRefine((value, context) => {
    if (!value.ConfirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['ConfirmPassword'],
        message: fieldMessage('required', 'Confirm Password'),
      });
    } else if (value.Password !== value.ConfirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['ConfirmPassword'],
        // Stryker disable next-line StringLiteral: the mismatch message names no field.
        message: fieldMessage('passwordMismatch', ''),
      });
    }
    if (!value.AgreedToCustomerTermsOfUse) {
      context.addIssue({
        code: 'custom',
        path: ['AgreedToCustomerTermsOfUse'],
        message: TERMS_NOT_AGREED_MESSAGE,
      });
    }
  });
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** Screen texts of the forgot and reset password screens (spec section 5). */
export const forgotPasswordTexts = {
  required: 'Email field is required',
  invalid: 'Enter a valid email',
  doesntExist: "Email doesn't exist",
} as const;

export const resetPasswordTexts = {
  reEnterRequired: 'Password field is required',
  mismatch: "Passwords don't match",
  examplePassword: 'Cannot use example password Password1!',
} as const;

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: forgotPasswordTexts.required })
    .trim()
    .min(
      1,
      // Stryker disable next-line ObjectLiteral: z.string's error already words every check the same way.
      { error: forgotPasswordTexts.required },
    )
    .max(254)
    .refine(isValidEmail, { error: forgotPasswordTexts.invalid }),
});

export const resetPasswordRequestSchema = z
  .object({
    password: newPasswordField('Password', resetPasswordTexts.examplePassword),
    reEnterPassword: z.string({ error: resetPasswordTexts.reEnterRequired }),
    token: z.string().min(1).max(200),
    userId: idParamSchema,
    agreedToCustomerTermsOfUse: z.boolean().nullable().optional(),
  })
  .superRefine((value, context) => {
    if (!value.reEnterPassword) {
      context.addIssue({
        code: 'custom',
        path: ['reEnterPassword'],
        message: resetPasswordTexts.reEnterRequired,
      });
    } else if (value.password !== value.reEnterPassword) {
      context.addIssue({ code: 'custom', path: ['reEnterPassword'], message: resetPasswordTexts.mismatch });
    }
  });

export const changePasswordRequestSchema = z.object({
  OldPassword: z
    .string()
    .min(1, { error: fieldMessage('required', 'Old Password') })
    .max(PASSWORD_MAX_LENGTH),
  NewPassword: newPasswordField('New Password'),
  ConfirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
});

export const updateProfileRequestSchema = z.object({
  FirstName: requiredText('First Name', 60),
  LastName: requiredText('Last Name', 60),
  DefaultCompanyId: idSchema.nullable().optional(),
});
