import type { LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { ActionIcon, Badge, Checkbox, Group, Table, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconBan, IconPencil, IconRestore } from '@tabler/icons-react';
import { type CSSProperties, memo, type RefObject, useRef, useState } from 'react';
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
 * A hint shown on hover, made only once the pointer has come over the row (ADR 0042): a Mantine
 * Tooltip costs a floating element's hooks, three or four a row, for a hint most rows never show.
 * It points at its control by ref (Tooltip's target), so the control itself is never re-created when
 * the hint is made. Tooltips open on hover only (Mantine's default); keyboard and screen reader users
 * have the controls' accessible names.
 */
function HoverHint(props: {
  target: RefObject<HTMLElement | null>;
  label: string;
  multiline?: boolean;
  maw?: number;
}) {
  return <Tooltip {...props} />;
}

/** A cell's text as Mantine's Text size="sm" draws it, without a component per cell. */
const cellTextStyle: CSSProperties = {
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height-sm)',
};
const cellStyles = new Map<string, CSSProperties>();
function cellStyle(struck: boolean, nowrap: boolean): CSSProperties {
  const key = `${struck}${nowrap}`;
  let style = cellStyles.get(key);
  if (!style) {
    style = {
      ...cellTextStyle,
      textDecoration: struck ? 'line-through' : undefined,
      whiteSpace: nowrap ? 'nowrap' : undefined,
    };
    cellStyles.set(key, style);
  }
  return style;
}

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
  const [hovered, setHovered] = useState(false);
  const overrideRef = useRef<HTMLDivElement>(null);
  const configureRef = useRef<HTMLAnchorElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <Table.Tr
      onMouseEnter={hovered ? undefined : () => setHovered(true)}
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
          <span style={cellStyle(!row.IsActive && column.Field !== 'IsActive', keepsOnOneLine(column))}>
            {gridCellText(row, column)}
          </span>
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
            <>
              <Badge
                ref={overrideRef}
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
              {hovered && (
                <HoverHint target={overrideRef} label={row.RequirementOverrideReason} multiline maw={320} />
              )}
            </>
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
          <ActionIcon
            ref={configureRef}
            component={Link}
            to={configureHref}
            variant="subtle"
            aria-label={`Configure ${row.ItemTag}`}
          >
            <IconAdjustmentsHorizontal size={16} />
          </ActionIcon>
          {hovered && (
            <HoverHint
              target={configureRef}
              label={canEdit ? 'Configure: performance and options' : 'View configuration'}
            />
          )}
          {canEdit && (
            <>
              <ActionIcon
                ref={editRef}
                variant="subtle"
                aria-label={`Edit ${row.ItemTag}`}
                onClick={() => onEdit(row.ProjectScheduleLineItemId)}
              >
                <IconPencil size={16} />
              </ActionIcon>
              {hovered && <HoverHint target={editRef} label="Edit quantity and tag" />}
              <ActionIcon
                ref={toggleRef}
                variant="subtle"
                color={row.IsActive ? 'red' : 'green'}
                loading={toggling}
                onClick={() => onToggle(row)}
                aria-label={`${verb} ${row.ItemTag}`}
              >
                {row.IsActive ? <IconBan size={16} /> : <IconRestore size={16} />}
              </ActionIcon>
              {hovered && <HoverHint target={toggleRef} label={verb} />}
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
