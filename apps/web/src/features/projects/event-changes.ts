import type { EventLog } from '@airquote/shared/contracts/project/project-schemas';

export type FieldChange = { field: string; before: string; after: string };

/** Bookkeeping fields every change touches; listing them would hide what the person changed. */
const ignoredFields = new Set(['RowVersion', 'DateModified', 'DateCreated', 'ModifiedBy', 'CreatedBy']);

function display(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What an event changed: the fields whose value differs between before and after. */
export function changedFields(event: Pick<EventLog, 'Before' | 'After'>): FieldChange[] {
  const before = event.Before ?? {};
  const after = event.After ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !ignoredFields.has(field),
  );
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: display(before[field]), after: display(after[field]) }));
}
