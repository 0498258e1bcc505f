import type { SelectionWarning } from '@airquote/shared/selection/selection-schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { signInAsInternalUser } from '../../../test/user-info.ts';
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

afterEach(() => sessionStore.clearAll());

function renderTable(rows: ResultRow[], sized = false, shortfalls: string[] = []) {
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
              meeting: shortfalls.length ? [] : rows,
              missing: shortfalls.length ? rows : [],
              evaluations: new Map(
                rows.map((candidate) => [
                  candidate.key,
                  { Meets: shortfalls.length === 0, Outcomes: [], Shortfalls: shortfalls },
                ]),
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

describe('results table in the user’s units (ADR 0031)', () => {
  it('an SI user reads the engine’s I-P warnings and shortfalls in kPa, °C, l/s and kW', () => {
    signInAsInternalUser(['project.view'], { appUser: { UnitSystem: 'SI' } });
    renderTable(
      [
        row('1', 'FC-04', [
          pressureDrop,
          {
            Code: 'LeavingFluidFreezeRisk',
            Message: "Heating: leaving fluid 36.1 °F is within 5 °F of the fluid's freezing point 32 °F.",
            Severity: 'Warning',
          },
        ]),
      ],
      true,
      ['cooling 7.9 of 12.0 MBH', 'airflow 500 of 600 cfm'],
    );
    const badge = screen.getByTestId('result-warning');
    expect(badge.getAttribute('aria-label')).toBe(
      "Warnings: Cooling: water pressure drop 133.31 kPa exceeds 59.78 kPa.\nHeating: leaving fluid 2.3 °C is within 2.8 K of the fluid's freezing point 0.0 °C.",
    );
    expect(screen.getByTestId('requirement-shortfall').textContent).toBe(
      'Misses: cooling 2.32 of 3.52 kW; airflow 236.0 of 283.2 l/s',
    );
    expect(screen.getByRole('button', { name: /^Choose FC-04/ }).getAttribute('aria-label')).toContain(
      '(misses: cooling 2.32 of 3.52 kW; airflow 236.0 of 283.2 l/s)',
    );
  });

  it('an I-P user reads them as the engine wrote them', () => {
    signInAsInternalUser(['project.view'], { appUser: { UnitSystem: 'IP' } });
    renderTable([row('1', 'FC-04', [pressureDrop])], true, ['cooling 7.9 of 12.0 MBH']);
    expect(screen.getByTestId('result-warning').getAttribute('aria-label')).toBe(
      'Warnings: Cooling: water pressure drop 44.6 ft exceeds 20 ft.',
    );
    expect(screen.getByTestId('requirement-shortfall').textContent).toBe('Misses: cooling 7.9 of 12.0 MBH');
  });
});
