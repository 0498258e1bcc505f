import type { RequirementEvaluation } from '@airquote/shared/selection/requirements';
import type { SelectionWarning } from '@airquote/shared/selection/selection-schemas';
import { blockingWarningCodes } from '@airquote/shared/selection/selection-warnings';
import { Badge, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { memo, useEffect, useRef } from 'react';
import { useUnits } from '../../../lib/use-units.ts';
import { marginsText, type SizedRows } from '../requirement-sizing.ts';
import { cellText, columnGroups, columnUnit, type ResultColumn, type ResultRow } from '../results-format.ts';
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
  /** Sizing by load (ADR 29): those meeting the requirements first, the misses in their own group. */
  sized?: SizedRows | null;
};

const warningText = (warnings: readonly SelectionWarning[]) =>
  warnings.map((warning) => warning.Message).join('\n');

/** A row's warnings as a badge with the messages in a tooltip, in the user's units (ADR 0031). */
function Warnings({ warnings, misses = false }: { warnings: SelectionWarning[]; misses?: boolean }) {
  const units = useUnits();
  return <WarningBadge warnings={warnings} misses={misses} message={units.message} />;
}

/** The badge; re-rendered only when the messages or the user's units change. */
const WarningBadge = memo(
  function WarningBadge({
    warnings,
    misses,
    message,
  }: {
    warnings: SelectionWarning[];
    misses: boolean;
    message: (text: string) => string;
  }) {
    // A candidate that misses a requirement never shows a green tick.
    if (warnings.length === 0 && misses)
      return (
        <Text size="xs" c="dimmed" span>
          No warnings
        </Text>
      );
    if (warnings.length === 0)
      return <IconCircleCheck size={14} color="var(--mantine-color-green-7)" aria-label="No warnings" />;
    const text = message(warningText(warnings));
    const blocking = warnings.some((warning) => blockingWarningCodes.has(warning.Code));
    // Engineering limits (ADR 28) of severity Info alone are notes; anything else is a warning.
    const infoOnly = warnings.every((warning) => warning.Severity === 'Info');
    const noun = infoOnly ? 'note' : 'warning';
    const label = `${warnings.length} ${noun}${warnings.length === 1 ? '' : 's'}`;
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
          // Filled with dark text on yellow (or white on dark red): contrast AA at this size.
          color={blocking ? 'red.9' : infoOnly ? 'gray.2' : 'yellow.4'}
          autoContrast
          variant="filled"
          leftSection={
            infoOnly ? <IconInfoCircle size={10} aria-hidden /> : <IconAlertTriangle size={10} aria-hidden />
          }
          tabIndex={0}
          aria-label={`${infoOnly ? 'Notes' : 'Warnings'}: ${text}`}
          data-testid="result-warning"
          data-severity={blocking ? 'blocking' : infoOnly ? 'info' : 'warning'}
        >
          {label}
        </Badge>
      </Tooltip>
    );
  },
  (before, after) =>
    warningText(before.warnings) === warningText(after.warnings) &&
    before.misses === after.misses &&
    before.message === after.message,
);

/** The margins of a candidate that meets every requirement, or what it misses, in words. */
function RequirementCell({
  evaluation,
  warned = false,
}: {
  evaluation: RequirementEvaluation | undefined;
  /** A candidate with a warning never shows a green tick (ADR 28). */
  warned?: boolean;
}) {
  const units = useUnits();
  if (!evaluation) return <>—</>;
  // Same words (the warnings are in the row's badge), but the warning icon instead of the green tick.
  if (evaluation.Meets && warned)
    return (
      <Text size="xs" span data-testid="requirement-margin" data-warned="true">
        <IconAlertTriangle
          size={12}
          aria-label="Has warnings"
          style={{ verticalAlign: 'middle', marginRight: 2 }}
        />
        Meets: {marginsText(evaluation)}
      </Text>
    );
  return evaluation.Meets ? (
    <Text size="xs" c="green.9" span data-testid="requirement-margin">
      <IconCircleCheck size={12} aria-hidden style={{ verticalAlign: 'middle', marginRight: 2 }} />
      Meets: {marginsText(evaluation)}
    </Text>
  ) : (
    <Text size="xs" c="red.9" span data-testid="requirement-shortfall">
      <IconAlertCircle size={12} aria-hidden style={{ verticalAlign: 'middle', marginRight: 2 }} />
      Misses: {units.message(evaluation.Shortfalls.join('; '))}
    </Text>
  );
}

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
  sized = null,
}: ResultsTableProps) {
  const units = useUnits();
  const { system } = units;
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
  const renderRow = (row: ResultRow) => {
    const chosen = row.key === chosenKey;
    const evaluation = sized?.evaluations.get(row.key);
    const misses = evaluation !== undefined && !evaluation.Meets;
    const rowsText = row.mainCoilRows === null ? '' : `, ${row.mainCoilRows}-row coil`;
    return (
      <tr
        key={row.key}
        data-testid="result-row"
        data-model={row.ProductModelName}
        data-chosen={chosen || undefined}
        data-misses-target={row.meetsTarget ? undefined : true}
        data-misses-requirement={misses || undefined}
        aria-selected={chosen}
      >
        <td className={classes.left}>
          <button
            type="button"
            className={classes.model}
            data-current={row.ProductModelId === currentModelId || undefined}
            disabled={readOnly}
            aria-pressed={chosen}
            aria-label={`Choose ${row.ProductModelName}${rowsText}${misses ? ` (misses: ${units.message(evaluation.Shortfalls.join('; '))})` : row.meetsTarget ? '' : ' (does not meet the target)'}`}
            onClick={() => onChoose(row)}
          >
            {row.ProductModelName}
          </button>
        </td>
        {sized && (
          <td className={classes.left}>
            <RequirementCell
              evaluation={evaluation}
              warned={row.warnings.some((warning) => warning.Severity !== 'Info')}
            />
          </td>
        )}
        {columns.map((column) => (
          <td key={column.key}>{cellText(row, column.key, system)}</td>
        ))}
        <td className={classes.left}>
          <Warnings warnings={row.warnings} misses={misses} />
        </td>
      </tr>
    );
  };
  return (
    <div className={classes.scroller} ref={scroller}>
      <table className={classes.table} aria-label="Selection results">
        <thead>
          {hasGroups && (
            <tr>
              <th aria-hidden />
              {sized && <th aria-hidden />}
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
            {sized && <th className={classes.left}>Requirements</th>}
            {columns.map((column) => (
              <th key={column.key}>
                {column.header}
                {column.unit && <span className={classes.unit}>{columnUnit(column, system)}</span>}
              </th>
            ))}
            <th className={classes.left}>Warnings</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + (sized ? 3 : 2)} className={classes.left}>
                <Text size="sm" c="dimmed" ta="center" py="sm">
                  No candidate: correct the design conditions above.
                </Text>
              </td>
            </tr>
          )}
          {sized ? (
            <>
              {sized.meeting.map(renderRow)}
              {sized.missing.length > 0 && (
                <tr data-testid="missing-group">
                  <th colSpan={columns.length + 3} scope="colgroup" className={classes.missingGroup}>
                    Miss the requirements ({sized.missing.length}): choosing one needs an override reason
                  </th>
                </tr>
              )}
              {sized.missing.map(renderRow)}
            </>
          ) : (
            rows.map(renderRow)
          )}
        </tbody>
      </table>
    </div>
  );
});
