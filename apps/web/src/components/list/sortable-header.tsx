import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortDirection } from '../../lib/list-rules.ts';

type SortableHeaderProps = {
  children: ReactNode;
  /** The direction when this column sorts the list, else null. */
  direction: SortDirection | null;
  onSort: () => void;
  width?: number | string;
};

/** A column header that sorts on click or Enter/Space, and tells assistive technology how. */
export function SortableHeader({ children, direction, onSort, width }: SortableHeaderProps) {
  const Icon =
    direction === 'Ascending' ? IconChevronUp : direction === 'Descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      w={width}
      aria-sort={direction === 'Ascending' ? 'ascending' : direction === 'Descending' ? 'descending' : 'none'}
      p={0}
    >
      <UnstyledButton onClick={onSort} px="sm" py="xs" w="100%">
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text fw={700} size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
            {children}
          </Text>
          <Icon size={14} stroke={1.8} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
