import type { ScheduleSelectionJob } from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { signInAsInternalUser } from '../../../test/user-info.ts';
import { ScheduleSelectionResults } from './engineer-schedule-import.tsx';

afterEach(() => sessionStore.clearAll());

const job: ScheduleSelectionJob = {
  JobId: 1,
  Status: 'Done',
  Total: 2,
  Done: 2,
  ProductModelClassId: 1,
  Error: null,
  Results: [
    {
      Row: 2,
      Tag: 'FC-1',
      Qty: 1,
      Status: 'Selected',
      ProductModelId: 4,
      ModelName: 'FHC-06',
      CodeString: null,
      Outcomes: [
        { Requirement: 'Cooling', Required: 12, Actual: 13.4, Meets: true, MarginPercent: 12, Text: '+12 %' },
      ],
      Warnings: ['Cooling: water pressure drop 24.1 ft exceeds 20 ft.'],
      Reason: null,
    },
    {
      Row: 3,
      Tag: 'FC-2',
      Qty: 1,
      Status: 'NoFit',
      ProductModelId: null,
      ModelName: null,
      CodeString: null,
      Outcomes: [],
      Warnings: [],
      Reason: 'No unit of the class meets cooling 30.0 MBH at 0.6 in. w.g.',
    },
  ],
};

function renderResults() {
  renderWithApp(
    <ScheduleSelectionResults job={job} chosen={new Set()} onChosen={() => {}} configureHref={() => null} />,
  );
}

describe('schedule selection results in the user’s units (ADR 0040)', () => {
  it('an SI user reads the server’s I-P warnings and reasons in kPa, kW and Pa', () => {
    signInAsInternalUser(['project.edit'], { appUser: { UnitSystem: 'SI' } });
    renderResults();
    expect(screen.getByText('Cooling: water pressure drop 72.03 kPa exceeds 59.78 kPa.')).toBeInTheDocument();
    expect(screen.getByText('No unit of the class meets cooling 8.79 kW at 149 Pa')).toBeInTheDocument();
    expect(screen.getByText('Cooling +12 %')).toBeInTheDocument();
  });

  it('an I-P user reads them as the server wrote them', () => {
    signInAsInternalUser(['project.edit'], { appUser: { UnitSystem: 'IP' } });
    renderResults();
    expect(screen.getByText('Cooling: water pressure drop 24.1 ft exceeds 20 ft.')).toBeInTheDocument();
  });
});
