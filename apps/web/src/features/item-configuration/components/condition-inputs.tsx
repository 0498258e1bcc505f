import { NumberInput, Select, Text } from '@mantine/core';
import type { ConditionField } from '../condition-fields.ts';

/** What every design-condition box needs from its form: the message to show and how to report use. */
export type FieldBinding = {
  /** The message beside the field, already filtered to touched or changed fields. */
  error: (path: string) => string | undefined;
  touch: (path: string) => void;
  readOnly: boolean;
};

type NumberFieldProps = {
  path: string;
  field: ConditionField | undefined;
  value: number;
  onChange: (value: number) => void;
  binding: FieldBinding;
  decimalScale?: number;
  /** Overrides the field's own unit (a filter target is °F or MBH by method). */
  unit?: string;
  label?: string;
};

/** NumberInput answers a string while its text is empty or not yet a number; the form holds NaN then. */
export function numberFromInput(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' || value.trim() === '-' ? Number.NaN : Number(value);
}

/** A number box with its unit inside on the right, its message beneath. */
export function NumberField({
  path,
  field,
  value,
  onChange,
  binding,
  decimalScale = 1,
  unit,
  label,
}: NumberFieldProps) {
  const shownUnit = unit ?? field?.unit;
  return (
    <NumberInput
      size="xs"
      label={label ?? field?.label ?? path}
      name={path}
      value={Number.isNaN(value) ? '' : value}
      onChange={(next) => {
        onChange(numberFromInput(next));
        binding.touch(path);
      }}
      onBlur={() => binding.touch(path)}
      decimalScale={decimalScale}
      hideControls
      readOnly={binding.readOnly}
      error={binding.error(path)}
      rightSection={
        shownUnit ? (
          <Text size="xs" c="dimmed" aria-hidden>
            {shownUnit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={shownUnit && shownUnit.length > 4 ? 58 : 36}
      rightSectionPointerEvents="none"
      // The unit is drawn in the box; screen readers get it from the description.
      aria-description={shownUnit ? `in ${shownUnit}` : undefined}
    />
  );
}

type OptionSelectProps<T extends string | number> = {
  path: string;
  field: ConditionField | undefined;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
  binding: FieldBinding;
  label?: string;
};

/** One of the spec's fixed option lists as a select (never empty: the lists have no blank entry). */
export function OptionSelect<T extends string | number>({
  path,
  field,
  options,
  value,
  onChange,
  binding,
  label,
}: OptionSelectProps<T>) {
  const unit = field?.unit ? ` (${field.unit})` : '';
  return (
    <Select<T>
      size="xs"
      label={label ?? `${field?.label ?? path}${unit}`}
      name={path}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        if (next !== null) onChange(next);
        binding.touch(path);
      }}
      readOnly={binding.readOnly}
      error={binding.error(path)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
