/**
 * The shared field-message table of spec section 5, keyed by error name. The first error of a
 * control whose name has a known message wins; when none is known there is no message.
 */
export type FieldErrorName =
  | 'required'
  | 'minlength'
  | 'maxlength'
  | 'email'
  | 'passwordMismatch'
  | 'pattern'
  | 'emailExists'
  | 'productTypeDoesntExistsWithinSchedule'
  | 'incorrectPassword'
  | 'notEqualTo';

/** Error name with optional arguments (e.g. requiredLength for minlength). */
export type FieldError = { name: string; requiredLength?: number };

const messageTable: Record<FieldErrorName, (label: string, error: FieldError) => string> = {
  required: (label) => `${label} is required`,
  minlength: (label, error) => `${label} must be at least ${error.requiredLength ?? 0} characters long`,
  maxlength: (label, error) => `${label} must be no more than ${error.requiredLength ?? 0} characters long`,
  email: () => 'Please enter a valid email address',
  passwordMismatch: () => 'Passwords do not match',
  pattern: () =>
    'Password must contain, at least 8 characters and one uppercase, lowercase, number and special character. Ex. Password1!',
  emailExists: () => 'Email already exists',
  productTypeDoesntExistsWithinSchedule: () =>
    "Active line item(s) for selected Product type don't exist within selected schedule",
  incorrectPassword: () => 'Incorrect password',
  notEqualTo: (label) => `${label} cannot be equal to password example: Password1!`,
};

function isKnownErrorName(name: string): name is FieldErrorName {
  return Object.hasOwn(messageTable, name);
}

export function fieldMessage(name: FieldErrorName, label: string, requiredLength?: number): string {
  return messageTable[name](label, { name, requiredLength });
}

/** Message of the first error with a known message, or null when none is known. */
export function firstKnownFieldMessage(errors: readonly FieldError[], label: string): string | null {
  for (const error of errors) {
    if (isKnownErrorName(error.name)) return messageTable[error.name](label, error);
  }
  return null;
}
