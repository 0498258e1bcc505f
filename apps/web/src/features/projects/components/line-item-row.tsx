import type { LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { ActionIcon, Badge, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconBan, IconPencil, IconRestore } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { type GridColumn, gridCellAlign, gridCellText, keepsOnOneLine } from '../grid-cells.ts';

type LineItemRowProps = {
  row: LineItem;
  columns: GridColumn[];
  selected: boolean;
  /** Stable callbacks taking the row, so a memoised row re-renders only when its own props change. */
  onSelect: (id: number) => void;
  /** Whether the server's columns include the status; otherwise the row shows its own badge. */
  showsStatus: boolean;
  canEdit: boolean;
  /** The item configuration screen of this line item. */
  configureHref: string;
  toggling: boolean;
  onEdit: (id: number) => void;
  onToggle: (row: LineItem) => void;
  /** The row's position among the grid's rows (1 is the header), when the grid renders a window. */
  rowIndex?: number;
  /** A fixed height (px) for a windowed grid, whose spacers count rows of this height. */
  height?: number;
};

/**
 * One line item: its selection box, the server's columns, and configure / edit / (de)activate.
 * Memoised: ticking one box re-renders that row only (issue #14 part 5).
 */
export const LineItemRow = memo(function LineItemRow({
  row,
  columns,
  selected,
  onSelect,
  showsStatus,
  canEdit,
  configureHref,
  toggling,
  onEdit,
  onToggle,
  rowIndex,
  height,
}: LineItemRowProps) {
  const verb = row.IsActive ? 'Deactivate' : 'Activate';
  return (
    <Table.Tr
      data-testid="line-item-row"
      data-inactive={row.IsActive ? undefined : true}
      c={row.IsActive ? undefined : 'dimmed'}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      aria-rowindex={rowIndex}
      h={height}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Select ${row.ItemTag}`}
          checked={selected}
          onChange={() => onSelect(row.ProjectScheduleLineItemId)}
        />
      </Table.Td>
      {columns.map((column) => (
        <Table.Td key={column.Field} ta={gridCellAlign(column)}>
          <Text
            size="sm"
            span
            td={row.IsActive || column.Field === 'IsActive' ? undefined : 'line-through'}
            style={{ whiteSpace: keepsOnOneLine(column) ? 'nowrap' : undefined }}
          >
            {gridCellText(row, column)}
          </Text>
          {column.Field === 'ItemTag' && row.NeedsReselection && (
            // Options or conditions changed after selection (issue #14 part 3): quoting waits for it.
            <Badge
              display="block"
              mt={2}
              size="xs"
              color="yellow"
              variant="filled"
              c="dark"
              maw={150}
              data-testid="needs-reselection-badge"
              // A named note (aria-label alone on a plain element is not allowed by ARIA).
              role="note"
              aria-label={`${row.ItemTag} needs re-selection`}
            >
              Needs re-selection
            </Badge>
          )}
          {column.Field === 'ItemTag' && row.RequirementOverrideReason && (
            // The unit misses a requirement and was kept with this reason (ADR 29).
            <Tooltip label={row.RequirementOverrideReason} multiline maw={320}>
              <Badge
                display="block"
                mt={2}
                size="xs"
                color="orange"
                variant="light"
                maw={150}
                tabIndex={0}
                data-testid="requirement-override-badge"
                aria-label={`Override: ${row.RequirementOverrideReason}`}
              >
                Override: {row.RequirementOverrideReason}
              </Badge>
            </Tooltip>
          )}
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {!row.IsActive && !showsStatus && (
            <Badge size="xs" color="gray" variant="light">
              Inactive
            </Badge>
          )}
          <Tooltip label={canEdit ? 'Configure: performance and options' : 'View configuration'}>
            <ActionIcon
              component={Link}
              to={configureHref}
              variant="subtle"
              aria-label={`Configure ${row.ItemTag}`}
            >
              <IconAdjustmentsHorizontal size={16} />
            </ActionIcon>
          </Tooltip>
          {canEdit && (
            <>
              <Tooltip label="Edit quantity and tag">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${row.ItemTag}`}
                  onClick={() => onEdit(row.ProjectScheduleLineItemId)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={verb}>
                <ActionIcon
                  variant="subtle"
                  color={row.IsActive ? 'red' : 'green'}
                  loading={toggling}
                  onClick={() => onToggle(row)}
                  aria-label={`${verb} ${row.ItemTag}`}
                >
                  {row.IsActive ? <IconBan size={16} /> : <IconRestore size={16} />}
                </ActionIcon>
              </Tooltip>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
