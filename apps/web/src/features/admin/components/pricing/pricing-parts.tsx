import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isInputRefused } from '../../../../components/use-stale-change-alert.tsx';
import { useCompanies } from '../../api/get-companies.ts';

/**
 * The companies a pricing record may name: rep firms and customers (the internal company buys
 * nothing and belongs to no region), as Select options by name; active ones unless asked.
 */
export function useCompanyOptions(includeInactive = false) {
  const companies = useCompanies(includeInactive);
  const external = (companies.data ?? []).filter((company) => !company.IsInternal);
  const options = external.map((company) => ({
    value: String(company.CompanyId),
    label: company.IsActive ? company.Name : `${company.Name} (inactive)`,
  }));
  const nameOf = (companyId: number) =>
    external.find((company) => company.CompanyId === companyId)?.Name ?? `Company ${companyId}`;
  return { options, nameOf, isLoading: companies.isLoading };
}

/**
 * Shows a refusal about what was entered inside the form: each field the server names gets its
 * message under it, a message about no single field goes above the buttons. Answers false for
 * anything else (stale row versions, network errors), which the section handles.
 */
export function showInputRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldOfMessage: (message: string) => Path<T> | null = () => null,
): boolean {
  if (!isInputRefused(error)) return false;
  let focused = false;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  if (focused) return true;
  const field = fieldOfMessage(error.message);
  if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  else setError('root.server', { type: 'server', message: error.message });
  return true;
}

/** The server's refusal of the whole form, above its buttons. */
export function FormRefusal({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Not saved">
      {message}
    </Alert>
  );
}

/** Cancel and the submit button at the foot of a pricing form. */
export function FormButtons({
  saving,
  submitLabel,
  onCancel,
}: {
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" mt="xs">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/**
 * The state of a form modal: the record it edits (null for a new one) stays while the modal closes,
 * so its title and fields do not change under the closing animation.
 */
export function useFormModal<T>() {
  const [state, setState] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null });
  return {
    ...state,
    open: (record: T | null) => setState({ opened: true, record }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}
