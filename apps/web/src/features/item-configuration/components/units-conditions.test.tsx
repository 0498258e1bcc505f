import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { signInAsInternalUser } from '../../../test/user-info.ts';
import { applyField, type FieldValue } from '../conditions-update.ts';
import { type CoilConditions, defaultCoilConditions } from '../design-conditions.ts';
import { cellText, coilResultColumns, columnUnit, type ResultRow } from '../results-format.ts';
import { coilSelectionInputOf } from '../selection-input.ts';
import { AirSideFields } from './air-side-fields.tsx';
import { FluidSideFields } from './fluid-side-fields.tsx';

afterEach(() => sessionStore.clearAll());

/** The screen's state as the configurator keeps it: I-P conditions, what the API gets. */
function Harness({
  initial,
  onChange,
}: {
  initial: CoilConditions;
  onChange: (next: CoilConditions) => void;
}) {
  const [conditions, setConditions] = useState(initial);
  const binding = {
    errors: {},
    onField: (path: string, value: FieldValue) =>
      setConditions((current) => {
        const applied = applyField({ Kind: 'Coil', Coil: current }, path, value);
        const next = applied.Kind === 'Coil' ? applied.Coil : current;
        onChange(next);
        return next;
      }),
    onTouch: () => undefined,
    readOnly: false,
  };
  return (
    <>
      <AirSideFields conditions={conditions} binding={binding} />
      {conditions.Cooling && <FluidSideFields duty="Cooling" side={conditions.Cooling} binding={binding} />}
    </>
  );
}

describe('design conditions in the user units (ADR 0031)', () => {
  it('an SI user types °C; the selection call gets °F; the saved °F shows the typed °C again', async () => {
    signInAsInternalUser(['project.view'], { appUser: { UnitSystem: 'SI' } });
    let latest: CoilConditions | null = null;
    const initial = defaultCoilConditions(null, 12);
    const { unmount } = renderWithApp(<Harness initial={initial} onChange={(next) => (latest = next)} />);
    const ewt = screen.getByRole('textbox', { name: 'EWT' });
    expect(ewt).toHaveAttribute('aria-description', 'in °C');
    // 45 °F (the AHRI chilled water default) reads 7.2 °C.
    expect(ewt).toHaveValue(
      String(Math.round(((((initial.Cooling?.EnteringFluidF ?? 0) - 32) * 5) / 9) * 10) / 10),
    );
    await userEvent.clear(ewt);
    await userEvent.type(ewt, '6.5');
    const sent = coilSelectionInputOf(latest as unknown as CoilConditions);
    expect(sent.Cooling?.EnteringFluidF).toBeCloseTo(43.7, 10);
    expect(screen.getByRole('textbox', { name: 'ESP' })).toHaveAttribute('aria-description', 'in Pa');
    unmount();

    // Reload: the screen starts from the saved I-P value and shows what was typed.
    renderWithApp(<Harness initial={latest as unknown as CoilConditions} onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'EWT' })).toHaveValue('6.5');
  });

  it('an SI user types 7.2 °C and reads 7.2 °C again (not 7.1)', async () => {
    signInAsInternalUser(['project.view'], { appUser: { UnitSystem: 'SI' } });
    let latest: CoilConditions | null = null;
    const { unmount } = renderWithApp(
      <Harness initial={defaultCoilConditions(null, 12)} onChange={(next) => (latest = next)} />,
    );
    const ewt = screen.getByRole('textbox', { name: 'EWT' });
    await userEvent.clear(ewt);
    await userEvent.type(ewt, '7.2');
    expect((latest as unknown as CoilConditions).Cooling?.EnteringFluidF).toBeCloseTo(44.96, 10);
    unmount();
    renderWithApp(<Harness initial={latest as unknown as CoilConditions} onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'EWT' })).toHaveValue('7.2');
  });

  it('an I-P user types °F, sent as typed', async () => {
    signInAsInternalUser(['project.view'], { appUser: { UnitSystem: 'IP' } });
    let latest: CoilConditions | null = null;
    renderWithApp(<Harness initial={defaultCoilConditions(null, 12)} onChange={(next) => (latest = next)} />);
    const ewt = screen.getByRole('textbox', { name: 'EWT' });
    expect(ewt).toHaveAttribute('aria-description', 'in °F');
    await userEvent.clear(ewt);
    await userEvent.type(ewt, '44');
    expect((latest as unknown as CoilConditions).Cooling?.EnteringFluidF).toBe(44);
  });
});

describe('results in the user units', () => {
  const row: ResultRow = {
    key: 'k',
    ProductModelId: 1,
    ProductModelName: 'FHC-06',
    mainCoilRows: 3,
    meetsTarget: true,
    warnings: [],
    cells: { coolingTotal: '12.0', coolingLeavingAir: '55.0 / 54.0', rows: '3' },
    ipValues: { coolingTotal: [12], coolingLeavingAir: [55, 54] },
  };

  it('shows capacities in kW and temperatures in °C for SI, the API text for I-P', () => {
    expect(cellText(row, 'coolingTotal', 'SI')).toBe('3.52');
    expect(cellText(row, 'coolingLeavingAir', 'SI')).toBe('12.8 / 12.2');
    expect(cellText(row, 'rows', 'SI')).toBe('3');
    expect(cellText(row, 'coolingTotal', 'IP')).toBe('12.0');
    const total = coilResultColumns({ cooling: true, heating: false }, false).find(
      (column) => column.key === 'coolingTotal',
    );
    expect(total && columnUnit(total, 'SI')).toBe('kW');
    expect(total && columnUnit(total, 'IP')).toBe('MBH');
  });
});
