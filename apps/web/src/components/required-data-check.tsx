import { fieldMessage } from '@airquote/shared/rules/messages';
import { useCallback, useState } from 'react';
import type { FieldErrors, FieldValues, Path, SubmitErrorHandler, UseFormGetValues } from 'react-hook-form';
import { NotificationPopup, type PopupNotice } from './notification-popup.tsx';

/** Spec section 5: the notification of the required-data check on a whole form. */
export const requiredDataTexts = {
  title: 'Error - Invalid Data',
  subTitle: 'Required Data Missing.',
} as const;

/** The labels of a form's controls, in the order the form shows them. */
export type ControlLabels<T extends FieldValues> = Partial<Record<Path<T>, string>>;

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function valueAt(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], source);
}

/**
 * The labels of the controls that the form's rules (its zod schema, through the resolver) rejected
 * and that are empty: the required data that is missing. A control rejected for another reason
 * (a bad e-mail, a too-long name) keeps its own message under the field and is not listed here.
 */
export function missingRequiredLabels<T extends FieldValues>(
  errors: FieldErrors<T>,
  values: T,
  labels: ControlLabels<T>,
): string[] {
  return Object.entries(labels).flatMap(([path, label]) =>
    typeof label === 'string' && valueAt(errors, path) !== undefined && isEmptyValue(valueAt(values, path))
      ? [label]
      : [],
  );
}

/** One line per missing control: '<label> is required' (the shared messages table). */
export function requiredDataNotice(missing: readonly string[]): PopupNotice {
  return {
    type: 'Error',
    title: requiredDataTexts.title,
    subTitle: requiredDataTexts.subTitle,
    notification: '',
    lines: missing.map((label) => fieldMessage('required', label)),
  };
}

/**
 * The required-data check of a whole form. `onInvalid` goes to react-hook-form's
 * `handleSubmit(onValid, onInvalid)`: the submit has already marked every field (each shows its
 * message), and the popup lists what is missing. `showMissing` serves forms kept in plain state.
 * The server validates again and stays the authority.
 */
export function useRequiredDataCheck<T extends FieldValues = FieldValues>(form?: {
  labels: ControlLabels<T>;
  getValues: UseFormGetValues<T>;
}) {
  const [notice, setNotice] = useState<PopupNotice | null>(null);
  const showMissing = useCallback((missing: readonly string[]) => {
    if (missing.length === 0) return false;
    setNotice(requiredDataNotice(missing));
    return true;
  }, []);
  const onInvalid: SubmitErrorHandler<T> = (errors) => {
    if (form) showMissing(missingRequiredLabels(errors, form.getValues(), form.labels));
  };
  const popup = <NotificationPopup notice={notice} onClose={() => setNotice(null)} />;
  return { onInvalid, showMissing, popup };
}
