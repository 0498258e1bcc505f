import { Badge, Button, Group, Loader, Paper, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

/**
 * The search state of an admin list: the typed text, the same text trimmed once typing pauses (what
 * a server search sends) and "Include inactive"; `bar` binds them to the AdminSearchBar.
 */
export function useAdminSearch() {
  const [text, setText] = useState('');
  const [searchText] = useDebouncedValue(text.trim(), 250);
  const [includeInactive, setIncludeInactive] = useState(false);
  const bar = { text, onText: setText, includeInactive, onIncludeInactive: setIncludeInactive };
  return { text, searchText, includeInactive, bar };
}

type AdminSearchBarProps = {
  /** Label of the search box, and the spoken name of its spinner while a search runs. */
  label: string;
  placeholder: string;
  loadingLabel: string;
  fetching: boolean;
  text: string;
  onText: (text: string) => void;
  width: number;
  maxLength: number;
  includeInactive: boolean;
  onIncludeInactive: (includeInactive: boolean) => void;
  /** Fields that narrow the list before the search box (the employees page's company). */
  leading?: ReactNode;
  /** The page's create button, on the right. */
  action: ReactNode;
};

/** The bar above each admin list: search box, "Include inactive" and the create button. */
export function AdminSearchBar(props: AdminSearchBarProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="lg">
          {props.leading}
          <TextInput
            label={props.label}
            placeholder={props.placeholder}
            leftSection={<IconSearch size={16} />}
            rightSection={props.fetching ? <Loader size="xs" aria-label={props.loadingLabel} /> : null}
            value={props.text}
            onChange={(event) => props.onText(event.currentTarget.value)}
            w={props.width}
            maxLength={props.maxLength}
          />
          <Switch
            label="Include inactive"
            checked={props.includeInactive}
            onChange={(event) => props.onIncludeInactive(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
        {props.action}
      </Group>
    </Paper>
  );
}

/** The one row a list shows when nothing matches, across all its columns. */
export function EmptyListRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The one row a list shows while it loads, across all its columns. */
export function LoadingListRow({ colSpan, label }: { colSpan: number; label: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Group justify="center" p="md">
          <Loader aria-label={label} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Edit (and Delete, when the record may be deleted) at the end of a list row. */
export function RowActions(props: {
  editLabel: string;
  onEdit: () => void;
  deleteLabel?: string;
  onDelete?: () => void;
}) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="light" onClick={props.onEdit} aria-label={props.editLabel}>
        Edit
      </Button>
      {props.onDelete && (
        <Button
          size="xs"
          variant="default"
          color="red"
          onClick={props.onDelete}
          aria-label={props.deleteLabel}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}

/** Active or inactive, as the admin lists show a record's status. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
