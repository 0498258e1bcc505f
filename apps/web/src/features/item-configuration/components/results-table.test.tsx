import type { SelectionWarning } from '@airquote/shared/selection/selection-schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import type { ResultColumn, ResultRow } from '../results-format.ts';
import { ResultsTable } from './results-table.tsx';

const columns: ResultColumn[] = [{ key: 'cfm', header: 'Airflow', unit: 'cfm' }];

function row(key: string, name: string, warnings: SelectionWarning[]): ResultRow {
  return {
    key,
    ProductModelId: Number(key),
    ProductModelName: name,
    mainCoilRows: 3,
    meetsTarget: true,
    warnings,
    cells: { cfm: '600' },
    ipValues: { cfm: [600] },
  };
}

const pressureDrop: SelectionWarning = {
  Code: 'WaterPressureDropHigh',
  Message: 'Cooling: water pressure drop 44.6 ft exceeds 20 ft.',
  Severity: 'Warning',
};

function renderTable(rows: ResultRow[], sized = false) {
  renderWithTheme(
    <ResultsTable
      columns={columns}
      rows={rows}
      currentModelId={null}
      chosenKey={null}
      onChoose={() => {}}
      readOnly={false}
      sized={
        sized
          ? {
              meeting: rows,
              missing: [],
              evaluations: new Map(
                rows.map((candidate) => [candidate.key, { Meets: true, Outcomes: [], Shortfalls: [] }]),
              ),
            }
          : null
      }
    />,
  );
}

describe('results table warnings (ADR 28)', () => {
  it('shows a candidate with a warning with a warning icon and its text, never a green tick', () => {
    renderTable([row('1', 'FC-04', [pressureDrop]), row('2', 'FC-06', [])], true);
    const badge = screen.getByLabelText(/Warnings: Cooling: water pressure drop 44\.6 ft exceeds 20 ft\./);
    expect(badge.textContent).toContain('1 warning');
    expect(badge.getAttribute('data-severity')).toBe('warning');
    // Only the clean candidate has the "No warnings" tick.
    expect(screen.getAllByLabelText('No warnings')).toHaveLength(1);
    // Its requirement cell carries the warning icon instead of the green tick.
    const margins = screen.getAllByTestId('requirement-margin');
    expect(margins.map((margin) => margin.getAttribute('data-warned'))).toEqual(['true', null]);
    expect(screen.getAllByLabelText('Has warnings')).toHaveLength(1);
  });

  it('shows info-only notes as notes, still without a tick', () => {
    renderTable([
      row('1', 'WSHP-09', [
        {
          Code: 'ApplicationTemperatureMismatch',
          Message: 'Heating entering water differs.',
          Severity: 'Info',
        },
      ]),
    ]);
    const badge = screen.getByLabelText(/^Notes: Heating entering water differs\.$/);
    expect(badge.getAttribute('data-severity')).toBe('info');
    expect(screen.queryByLabelText('No warnings')).toBeNull();
  });
});
