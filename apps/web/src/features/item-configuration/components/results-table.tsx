import type { SelectionWarning } from '@airquote/shared/selection/selection-schemas';
import { blockingWarningCodes } from '@airquote/shared/selection/selection-warnings';
import { Badge, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { memo, useEffect, useRef } from 'react';
import { columnGroups, type ResultColumn, type ResultRow } from '../results-format.ts';
import classes from './results-table.module.css';

type ResultsTableProps = {
  columns: ResultColumn[];
  rows: ResultRow[];
  /** The header's model: its rows are in bold. */
  currentModelId: number | null;
  /** The candidate Save stores (and the charts show): highlighted. */
  chosenKey: string | null;
  onChoose: (row: ResultRow) => void;
  readOnly: boolean;
};

const warningText = (warnings: readonly SelectionWarning[]) =>
  warnings.map((warning) => warning.Message).join('\n');

/** A row's warnings as a badge with the messages in a tooltip; re-rendered only when they change. */
const Warnings = memo(
  function Warnings({ warnings }: { warnings: SelectionWarning[] }) {
    if (warnings.length === 0)
      return <IconCircleCheck size={14} color="var(--mantine-color-green-7)" aria-label="No warnings" />;
    const text = warningText(warnings);
    const blocking = warnings.some((warning) => blockingWarningCodes.has(warning.Code));
    return (
      <Tooltip
        label={
          <Text size="xs" style={{ whiteSpace: 'pre-line' }}>
            {text}
          </Text>
        }
        multiline
        maw={360}
        withArrow
        position="left"
      >
        <Badge
          size="xs"
          color={blocking ? 'red' : 'orange'}
          variant="light"
          leftSection={<IconAlertTriangle size={10} />}
          tabIndex={0}
          aria-label={`Warnings: ${text}`}
          data-testid="result-warning"
        >
          {warnings.length}
        </Badge>
      </Tooltip>
    );
  },
  (before, after) => warningText(before.warnings) === warningText(after.warnings),
);

/**
 * Every candidate of the model class at the design conditions. The candidate Save stores is
 * highlighted, the header's model in bold; candidates that miss the filter target are dimmed;
 * choosing another row makes its model and coil rows the line item's.
 */
export const ResultsTable = memo(function ResultsTable({
  columns,
  rows,
  currentModelId,
  chosenKey,
  onChoose,
  readOnly,
}: ResultsTableProps) {
  const groups = columnGroups(columns);
  const hasGroups = groups.some((group) => group.group !== '');
  const scroller = useRef<HTMLDivElement>(null);
  // The saved candidate in view when the screen opens or another is chosen (not on every keystroke).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new chosen candidate only.
  useEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLTableRowElement>('tr[data-chosen]');
    if (!box || !row) return;
    const visible =
      row.offsetTop >= box.scrollTop + 40 &&
      row.offsetTop + row.offsetHeight <= box.scrollTop + box.clientHeight;
    if (!visible) box.scrollTop = row.offsetTop - box.clientHeight / 2;
  }, [chosenKey]);
  return (
    <div className={classes.scroller} ref={scroller}>
      <table className={classes.table} aria-label="Selection results">
        <thead>
          {hasGroups && (
            <tr>
              <th aria-hidden />
              {groups.map((group, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: groups repeat (""); their place is their identity.
                  key={index}
                  colSpan={group.span}
                  className={group.group ? classes.group : undefined}
                >
                  {group.group}
                </th>
              ))}
              <th aria-hidden />
            </tr>
          )}
          <tr>
            <th className={classes.left}>Model</th>
            {columns.map((column) => (
              <th key={column.key}>
                {column.header}
                {column.unit && <span className={classes.unit}>{column.unit}</span>}
              </th>
            ))}
            <th className={classes.left}>Warnings</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 2} className={classes.left}>
                <Text size="sm" c="dimmed" ta="center" py="sm">
                  No candidate: correct the design conditions above.
                </Text>
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const chosen = row.key === chosenKey;
            const rowsText = row.mainCoilRows === null ? '' : `, ${row.mainCoilRows}-row coil`;
            return (
              <tr
                key={row.key}
                data-testid="result-row"
                data-model={row.ProductModelName}
                data-chosen={chosen || undefined}
                data-misses-target={row.meetsTarget ? undefined : true}
                aria-selected={chosen}
              >
                <td className={classes.left}>
                  <button
                    type="button"
                    className={classes.model}
                    data-current={row.ProductModelId === currentModelId || undefined}
                    disabled={readOnly}
                    aria-pressed={chosen}
                    aria-label={`Choose ${row.ProductModelName}${rowsText}${row.meetsTarget ? '' : ' (does not meet the target)'}`}
                    onClick={() => onChoose(row)}
                  >
                    {row.ProductModelName}
                  </button>
                </td>
                {columns.map((column) => (
                  <td key={column.key}>{row.cells[column.key] ?? '—'}</td>
                ))}
                <td className={classes.left}>
                  <Warnings warnings={row.warnings} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
