import type { FieldValues, FormState, Path } from 'react-hook-form';

/**
 * Spec section 2 field error display: a message shows under a field only once the field is touched
 * or changed (dirty), or after a submit attempt (which marks every field touched).
 */
export function visibleFieldError<T extends FieldValues>(
  formState: FormState<T>,
  name: Path<T>,
): string | undefined {
  const error = name
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      formState.errors,
    ) as { message?: string } | undefined;
  if (!error?.message) return undefined;
  const touched = (formState.touchedFields as Record<string, unknown>)[name];
  const dirty = (formState.dirtyFields as Record<string, unknown>)[name];
  return touched || dirty || formState.isSubmitted ? error.message : undefined;
}
