import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { UnitRequirements } from '@airquote/shared/selection/requirements';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { signInAsInternalUser } from '../../../test/user-info.ts';
import { useRequirements } from '../use-requirements.ts';
import { RequirementsPanel } from './requirements-panel.tsx';

afterEach(() => sessionStore.clearAll());

/** A line item saved with 12 MBH of cooling required (requirements are stored in I-P). */
const lineItem = { Requirements: { CoolingTotalMbh: 12 } } as unknown as LineItemDetail;

/** The panel with the screen's state; `sent` is what Save would send (I-P). */
function Harness({ onSent }: { onSent: (requirements: UnitRequirements | null) => void }) {
  const state = useRequirements(lineItem);
  onSent(state.requirements);
  return (
    <RequirementsPanel
      state={state}
      evaluation={null}
      modelName={null}
      overrideReason={null}
      readOnly={false}
    />
  );
}

describe('the Requirements panel follows the user units (issue #13 part 6, ADR 0031)', () => {
  it('an SI user reads and types kW, l/s and Pa; Save still sends MBH, cfm and in. w.g.', async () => {
    signInAsInternalUser(['project.view'], { appUser: { UnitSystem: 'SI' } });
    let sent: UnitRequirements | null = null;
    renderWithApp(<Harness onSent={(requirements) => (sent = requirements)} />);
    const cooling = screen.getByRole('textbox', { name: 'Cooling total' });
    expect(cooling).toHaveAttribute('aria-description', 'in kW');
    // 12 MBH = 3.52 kW.
    expect(cooling).toHaveValue('3.52');
    const airflow = screen.getByRole('textbox', { name: 'Airflow' });
    expect(airflow).toHaveAttribute('aria-description', 'in l/s');
    await userEvent.type(airflow, '200');
    const esp = screen.getByRole('textbox', { name: 'ESP' });
    expect(esp).toHaveAttribute('aria-description', 'in Pa');
    await userEvent.type(esp, '125');
    await userEvent.clear(cooling);
    await userEvent.type(cooling, '5');
    const body = sent as unknown as UnitRequirements;
    // 200 l/s = 423.8 cfm; 125 Pa = 0.502 in. w.g.; 5 kW = 17.06 MBH.
    expect(body.Cfm).toBeCloseTo(423.8, 0);
    expect(body.EspInWg).toBeCloseTo(0.502, 2);
    expect(body.CoolingTotalMbh).toBeCloseTo(17.06, 1);
    // What was typed reads back as typed.
    expect(airflow).toHaveValue('200');
    expect(esp).toHaveValue('125');
    expect(cooling).toHaveValue('5');
  });

  it('an I-P user reads and types MBH and cfm, sent as typed', async () => {
    signInAsInternalUser(['project.view']);
    let sent: UnitRequirements | null = null;
    renderWithApp(<Harness onSent={(requirements) => (sent = requirements)} />);
    const cooling = screen.getByRole('textbox', { name: 'Cooling total' });
    expect(cooling).toHaveAttribute('aria-description', 'in MBH');
    expect(cooling).toHaveValue('12');
    const airflow = screen.getByRole('textbox', { name: 'Airflow' });
    expect(airflow).toHaveAttribute('aria-description', 'in cfm');
    await userEvent.type(airflow, '400');
    expect((sent as unknown as UnitRequirements).Cfm).toBe(400);
    expect((sent as unknown as UnitRequirements).CoolingTotalMbh).toBe(12);
  });
});
