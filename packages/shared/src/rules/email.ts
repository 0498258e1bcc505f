/** A pragmatic e-mail check: one @, no spaces, a dot in the domain part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return !!value && value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Register: the address must not be registered yet. When the existence check itself fails, no error
 * is shown (spec section 5).
 */
export async function emailNotRegisteredError(
  email: string,
  userExists: (email: string) => Promise<boolean>,
): Promise<'emailExists' | null> {
  try {
    return (await userExists(email)) ? 'emailExists' : null;
  } catch {
    return null;
  }
}

/**
 * Forgot password: the address must belong to an account. When the existence check fails the
 * check passes (spec section 5).
 */
export async function emailRegisteredError(
  email: string,
  userExists: (email: string) => Promise<boolean>,
): Promise<'emailDoesntExist' | null> {
  try {
    return (await userExists(email)) ? null : 'emailDoesntExist';
  } catch {
    return null;
  }
}
