import type { FieldError } from './messages.ts';

/** Spec section 9: minimum length and the example password nobody may use. */
export const PASSWORD_MIN_LENGTH = 8;
export const EXAMPLE_PASSWORD = 'Password1!';
/** The longest password sign-in accepts, so no password can be set that could never sign in. */
export const PASSWORD_MAX_LENGTH = 200;

/** At least 8 characters with an uppercase, a lowercase, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

/** Errors of a new password in the order the form reports them (empty when valid). */
export function passwordErrors(value: string | null | undefined): FieldError[] {
  if (!value) return [{ name: 'required' }];
  const errors: FieldError[] = [];
  if (!PASSWORD_PATTERN.test(value)) errors.push({ name: 'pattern' });
  if (value === EXAMPLE_PASSWORD) errors.push({ name: 'notEqualTo' });
  if (value.length > PASSWORD_MAX_LENGTH)
    errors.push({ name: 'maxlength', requiredLength: PASSWORD_MAX_LENGTH });
  return errors;
}

export function isAcceptablePassword(value: string | null | undefined): boolean {
  return passwordErrors(value).length === 0;
}

/**
 * The password-match rule of spec section 5: when the confirmation already carries an error other
 * than a mismatch, leave it; otherwise set or clear passwordMismatch.
 */
export function applyPasswordMatch(
  password: string,
  confirmation: string,
  confirmationErrors: readonly FieldError[],
): FieldError[] {
  if (confirmationErrors.some((error) => error.name !== 'passwordMismatch')) return [...confirmationErrors];
  return password === confirmation ? [] : [{ name: 'passwordMismatch' }];
}

/**
 * Spec section 5 old password: checked with the server. Empty passes (the required rule speaks for
 * an empty field); a false answer gives incorrectPassword; a failed check counts as valid, and the
 * server checks the old password again when the change is sent.
 */
export async function oldPasswordError(
  password: string | null | undefined,
  isCurrentPassword: (password: string) => Promise<boolean>,
): Promise<'incorrectPassword' | null> {
  if (!password) return null;
  try {
    return (await isCurrentPassword(password)) ? null : 'incorrectPassword';
  } catch {
    return null;
  }
}
