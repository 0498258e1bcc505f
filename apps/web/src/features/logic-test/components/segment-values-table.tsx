import { ActionIcon, Button, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import type { SegmentValueRow } from '../run-logic-test.ts';

type Props = {
  rows: SegmentValueRow[];
  onChange: (rows: SegmentValueRow[]) => void;
  /** Ctrl+Enter in a cell runs the expression, as in the expression box. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

/** Segment name → chosen code pairs the expression is evaluated against. */
export function SegmentValuesTable({ rows, onChange, onKeyDown }: Props) {
  const update = (key: number, change: Partial<SegmentValueRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () =>
    onChange([...rows, { key: Math.max(0, ...rows.map((row) => row.key)) + 1, name: '', value: '' }]);

  return (
    <>
      <Table aria-label="Segment values" verticalSpacing={4} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Segment</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <TextInput
                  aria-label={`Segment ${index + 1} name`}
                  placeholder="e.g. VOLT"
                  value={row.name}
                  onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                  onKeyDown={onKeyDown}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  maxLength={50}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Segment ${index + 1} value`}
                  placeholder="empty: none chosen"
                  value={row.value}
                  onChange={(event) => update(row.key, { value: event.currentTarget.value })}
                  onKeyDown={onKeyDown}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  maxLength={50}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove segment ${index + 1}`}
                  onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={add} w="fit-content">
        Add segment
      </Button>
    </>
  );
}
