import type { QuantityKind } from '@airquote/shared/units/units';
import { NumberInput, Select, Text } from '@mantine/core';
import { memo } from 'react';
import { listDrawnOnOpen } from '../../../components/wide-select.ts';
import { useUnits } from '../../../lib/use-units.ts';
import type { ConditionField } from '../condition-fields.ts';
import type { FieldValue } from '../conditions-update.ts';

/**
 * What the design-condition boxes share. Every box is memoised and gets only its own value, message
 * and these stable callbacks, so a keystroke re-renders one box, not thirty: the results must follow
 * a keystroke within 50 ms.
 */
export type FieldBinding = {
  /** Messages of touched or changed fields (spec section 2), by path. */
  errors: Readonly<Record<string, string>>;
  onField: (path: string, value: FieldValue) => void;
  onTouch: (path: string) => void;
  readOnly: boolean;
};

/** The props every box of a form shares for the field at `path`; its unit comes from the form's field list. */
export function bindField(
  binding: FieldBinding,
  fields: Readonly<Record<string, ConditionField>>,
  path: string,
) {
  const { errors, onField, onTouch, readOnly } = binding;
  const field = fields[path];
  return { path, error: errors[path], onField, onTouch, readOnly, unit: field?.unit, kind: field?.kind };
}

/** NumberInput answers a string while its text is empty or not yet a number; the form holds NaN then. */
export function numberFromInput(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' || value.trim() === '-' ? Number.NaN : Number(value);
}

type NumberFieldProps = {
  path: string;
  label: string;
  unit?: string | undefined;
  /** The quantity: the box shows and takes the user's units while `value` and `onField` stay I-P. */
  kind?: QuantityKind | undefined;
  value: number;
  error?: string | undefined;
  decimalScale?: number;
  onField: FieldBinding['onField'];
  onTouch: FieldBinding['onTouch'];
  readOnly: boolean;
};

/**
 * A number box with its unit inside on the right and its message beneath. With a `kind` and an SI
 * user, the box shows the I-P value in SI at the kind's precision and hands back what is typed in
 * I-P at full precision, so 7.2 °C typed is 7.2 °C shown again (ADR 0031).
 */
export const NumberField = memo(function NumberField({
  path,
  label,
  unit: ipUnit,
  kind,
  value: ipValue,
  error,
  decimalScale: ipDecimalScale = 1,
  onField,
  onTouch,
  readOnly,
}: NumberFieldProps) {
  const units = useUnits();
  const converts = kind !== undefined && units.system === 'SI';
  const unit = converts ? units.label(kind) : ipUnit;
  const decimalScale = converts ? units.decimals(kind) : ipDecimalScale;
  const value = converts && !Number.isNaN(ipValue) ? units.display(kind, ipValue) : ipValue;
  return (
    <NumberInput
      size="xs"
      label={label}
      name={path}
      value={Number.isNaN(value) ? '' : value}
      onChange={(next) => {
        const typed = numberFromInput(next);
        onField(path, converts && !Number.isNaN(typed) ? units.toIp(kind, typed) : typed);
        onTouch(path);
      }}
      onBlur={() => onTouch(path)}
      decimalScale={decimalScale}
      hideControls
      readOnly={readOnly}
      error={error}
      rightSection={
        unit ? (
          <Text size="xs" c="dimmed" aria-hidden>
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit && unit.length > 4 ? 58 : 36}
      rightSectionPointerEvents="none"
      // The unit is drawn in the box; screen readers get it from the description.
      aria-description={unit ? `in ${unit}` : undefined}
    />
  );
});

type OptionSelectProps = {
  path: string;
  label: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  value: string | number | null;
  error?: string | undefined;
  onField: FieldBinding['onField'];
  onTouch: FieldBinding['onTouch'];
  readOnly: boolean;
};

/** One of the spec's fixed option lists as a select (never empty: the lists have no blank entry). */
export const OptionSelect = memo(function OptionSelect({
  path,
  label,
  options,
  value,
  error,
  onField,
  onTouch,
  readOnly,
}: OptionSelectProps) {
  return (
    <Select<string | number>
      size="xs"
      label={label}
      name={path}
      data={options as Array<{ value: string | number; label: string }>}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        if (next !== null) onField(path, next);
        onTouch(path);
      }}
      readOnly={readOnly}
      error={error}
      comboboxProps={listDrawnOnOpen}
    />
  );
});
