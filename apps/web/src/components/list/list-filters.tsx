import { Button, Text, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

type DateRangeFilterProps = {
  /** The labels of the two date boxes: "From" and "To", "Ordered from" and "Ordered to". */
  labels: readonly [string, string];
  from: string | null | undefined;
  to: string | null | undefined;
  /** A box changed: "from" or "to" (an emptied box gives ''). */
  onChange: (name: 'from' | 'to', day: string) => void;
  /** The start is after the end: both boxes show it. */
  invalid: boolean;
  w: number;
};

/** The two days of a filter row that bound a date range. */
export function DateRangeFilter({ labels, from, to, onChange, invalid, w }: DateRangeFilterProps) {
  return (
    <>
      <TextInput
        label={labels[0]}
        type="date"
        value={from ?? ''}
        onChange={(event) => onChange('from', event.currentTarget.value)}
        error={invalid ? true : undefined}
        w={w}
      />
      <TextInput
        label={labels[1]}
        type="date"
        value={to ?? ''}
        onChange={(event) => onChange('to', event.currentTarget.value)}
        error={invalid ? true : undefined}
        w={w}
      />
    </>
  );
}

/** Ends a filter row once anything is filtered. */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClick}>
      Clear filters
    </Button>
  );
}

/** Why the filters ask nothing (a start after the end), under the filter row. */
export function FilterProblem({ message, mt }: { message: string | null; mt?: string }) {
  if (!message) return null;
  return (
    <Text c="red" size="sm" mt={mt} role="alert">
      {message}
    </Text>
  );
}
