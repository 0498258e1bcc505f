import { Group, Loader, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../lib/list-rules.ts';

/**
 * The typed text of a search box, handed to `onSearch` once typing pauses (trimmed), so the
 * search in the address changes once per pause rather than once per key.
 */
export function useSearchText(searched: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(searched);
  const [debouncedText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text starts a new search
  useEffect(() => {
    if (debouncedText !== searched) onSearch(debouncedText);
  }, [debouncedText]);
  return [text, setText] as const;
}

type SearchTextInputProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** A search is running: a spinner shows in the box until it ends. */
  busy: boolean;
};

/** The search box of the project area's lists. */
export function SearchTextInput({ label, placeholder, value, onChange, busy }: SearchTextInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={busy ? <Loader size="xs" aria-label="Searching" /> : null}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={360}
      maxLength={200}
    />
  );
}

type SearchPanelProps = SearchTextInputProps & {
  includeInactive: boolean;
  onIncludeInactive: (includeInactive: boolean) => void;
  /** More switches after "Include inactive". */
  switches?: ReactNode;
  /** What shows under the search row: the counts of the list. */
  children?: ReactNode;
};

/** The panel above a searched list: the search box, "Include inactive" and the list's counts. */
export function SearchPanel({
  includeInactive,
  onIncludeInactive,
  switches,
  children,
  ...box
}: SearchPanelProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group align="flex-end" gap="lg" wrap="wrap">
          <SearchTextInput {...box} />
          <Switch
            label="Include inactive"
            checked={includeInactive}
            onChange={(event) => onIncludeInactive(event.currentTarget.checked)}
            mb={8}
          />
          {switches}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
