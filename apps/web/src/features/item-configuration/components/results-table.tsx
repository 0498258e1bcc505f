import {
  Badge,
  Group,
  ScrollArea,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { columnGroups, type ResultColumn, type ResultRow } from '../results-format.ts';

type ResultsTableProps = {
  columns: ResultColumn[];
  rows: ResultRow[];
  /** The header's model: its rows are highlighted. */
  currentModelId: number | null;
  /** The candidate the charts and Save use. */
  chosenKey: string | null;
  onChoose: (row: ResultRow) => void;
  readOnly: boolean;
};

/** "FaceVelocityHigh" → "Face velocity high": the badge names the warning, the tooltip explains it. */
export function warningLabel(code: string | undefined): string {
  if (!code) return 'Warning';
  const words = code.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const warningText = (row: ResultRow) => row.warnings.map((warning) => warning.Message).join('\n');

/**
 * Every candidate of the model class at the design conditions. The header's model is highlighted;
 * candidates that miss the filter target are dimmed; choosing another model's row changes the
 * header's model. Warnings are badges with their message in a tooltip.
 */
export function ResultsTable({
  columns,
  rows,
  currentModelId,
  chosenKey,
  onChoose,
  readOnly,
}: ResultsTableProps) {
  const groups = columnGroups(columns);
  const hasGroups = groups.some((group) => group.group !== '');
  return (
    <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
      <Table
        fz="xs"
        verticalSpacing={4}
        horizontalSpacing={6}
        stickyHeader
        highlightOnHover
        aria-label="Selection results"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          {hasGroups && (
            <Table.Tr>
              <Table.Th />
              {groups.map((group, index) => (
                <Table.Th
                  // biome-ignore lint/suspicious/noArrayIndexKey: groups repeat ("" twice); their place is their identity.
                  key={index}
                  colSpan={group.span}
                  ta="center"
                  style={
                    group.group
                      ? { borderBottom: '2px solid var(--mantine-primary-color-filled)' }
                      : undefined
                  }
                >
                  {group.group}
                </Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th>Model</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} ta="right">
                {column.header}
                {column.unit && (
                  <Text span fz={10} c="dimmed" display="block">
                    {column.unit}
                  </Text>
                )}
              </Table.Th>
            ))}
            <Table.Th>Warnings</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 2}>
                <Text size="sm" c="dimmed" ta="center" py="sm">
                  No candidate: correct the design conditions above.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => {
            const current = row.ProductModelId === currentModelId;
            const chosen = row.key === chosenKey;
            return (
              <Table.Tr
                key={row.key}
                data-testid="result-row"
                data-model={row.ProductModelName}
                data-current={current || undefined}
                data-chosen={chosen || undefined}
                data-meets-target={row.meetsTarget}
                aria-selected={chosen}
                bg={chosen ? 'var(--mantine-primary-color-light)' : undefined}
                style={{
                  opacity: row.meetsTarget ? 1 : 0.45,
                  boxShadow: chosen ? 'inset 3px 0 0 var(--mantine-primary-color-filled)' : undefined,
                }}
              >
                <Table.Td>
                  <UnstyledButton
                    onClick={() => onChoose(row)}
                    disabled={readOnly}
                    aria-label={`Choose ${row.ProductModelName} ${row.cells.rows ? `${row.cells.rows} rows ` : ''}${row.cells.speed ?? ''}`.trim()}
                    aria-pressed={chosen}
                    fz="xs"
                    fw={current ? 700 : 400}
                    c={readOnly ? undefined : 'var(--mantine-primary-color-filled)'}
                    td={readOnly ? undefined : 'underline'}
                  >
                    {row.ProductModelName}
                  </UnstyledButton>
                  {!row.meetsTarget && <VisuallyHidden> (does not meet the target)</VisuallyHidden>}
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.cells[column.key] ?? '—'}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {row.warnings.length === 0 ? (
                      <IconCircleCheck
                        size={14}
                        color="var(--mantine-color-green-7)"
                        aria-label="No warnings"
                      />
                    ) : (
                      <Tooltip
                        label={
                          <Text size="xs" style={{ whiteSpace: 'pre-line' }}>
                            {warningText(row)}
                          </Text>
                        }
                        multiline
                        maw={360}
                        withArrow
                      >
                        <Badge
                          size="xs"
                          color="orange"
                          variant="light"
                          leftSection={<IconAlertTriangle size={10} />}
                          tabIndex={0}
                          aria-label={`Warnings: ${warningText(row)}`}
                          data-testid="result-warning"
                        >
                          {row.warnings.length === 1
                            ? warningLabel(row.warnings[0]?.Code)
                            : `${row.warnings.length} warnings`}
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
