import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { project, schedule } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { SchedulesPanel } from './schedules-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const portland = {
  LocationId: 8,
  Address1: '100 Harbor Way',
  Address2: '',
  City: 'Portland',
  StateProvinceCode: 'OR',
  PostalCode: '97201',
  CountryCode: 'US',
  RowVersion: 1,
};
const halifax = {
  ...portland,
  LocationId: 9,
  Address1: '5 Dock St',
  City: 'Halifax',
  StateProvinceCode: 'NS',
  PostalCode: '',
  CountryCode: 'CA',
};
const countries = {
  Countries: [
    { CountryCode: 'CA', Name: 'Canada', StateProvinces: [{ Code: 'NS', Name: 'Nova Scotia' }] },
    { CountryCode: 'US', Name: 'United States', StateProvinces: [{ Code: 'OR', Name: 'Oregon' }] },
  ],
};
/** What the schedules panel asks besides the schedules: its grid and the item configuration header. */
const panelCalls = {
  'GET /location/AddressLookUpData': () => countries,
  'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/11': () => ({ Columns: [], Rows: [] }),
  'POST /productType/search': () => ({ productTypes: [] }),
};

function renderPanel() {
  return renderWithApp(<SchedulesPanel project={project({ Location: portland })} canEdit />, {
    path: '/topmenu/project/project-detail/:projectId',
    at: '/topmenu/project/project-detail/1?tab=schedules',
  });
}

// A whole schedules panel (grid, item header, modal) with typing: slow on a loaded two-core machine.
describe('Schedule location', { timeout: 20_000 }, () => {
  it('sets a schedule’s ship-to address from the project’s, with the schedule’s row version, and shows it', async () => {
    // The server's state: the schedules list is read again after the save.
    let current = schedule({ RowVersion: 3 });
    const api = mockApi({
      ...panelCalls,
      'GET /ProjectSchedule/GetByProjectId/1': () => [current],
      'POST /ProjectSchedule/projectschedulelocationupsert': () => {
        current = schedule({ RowVersion: 4, Location: { ...portland, LocationId: 12, City: 'Salem' } });
        return current;
      },
    });
    renderPanel();
    expect(await screen.findByTestId('schedule-location')).toHaveTextContent('No ship-to location yet');
    await userEvent.click(screen.getByRole('button', { name: 'Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Location of First floor' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Use the project's location" }));
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('100 Harbor Way');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'State / Province' })).toHaveValue('Oregon'),
    );
    const city = within(dialog).getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Salem');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Location of First floor' })).toBeNull());
    expect(api.callsTo('POST /ProjectSchedule/projectschedulelocationupsert')[0]?.body).toEqual({
      ProjectScheduleId: 11,
      RowVersion: 3,
      // The schedule's own location (none yet): the project's address is copied, not its row.
      Location: {
        LocationId: null,
        Address1: '100 Harbor Way',
        Address2: '',
        City: 'Salem',
        StateProvinceCode: 'OR',
        PostalCode: '97201',
        CountryCode: 'US',
      },
    });
    expect(screen.getByTestId('schedule-location')).toHaveTextContent(
      'Ship to: 100 Harbor Way, Salem OR 97201, US',
    );
  });

  it('a stale row version closes the form and offers Reload, which shows the other person’s address', async () => {
    let reads = 0;
    const api = mockApi({
      ...panelCalls,
      'GET /ProjectSchedule/GetByProjectId/1': () => {
        reads += 1;
        return [schedule(reads === 1 ? { RowVersion: 3 } : { RowVersion: 4, Location: halifax })];
      },
      'POST /ProjectSchedule/projectschedulelocationupsert': () =>
        errorAnswer(409, STALE_ROW_VERSION_MESSAGE),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Location of First floor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), '1 Main St');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));

    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Location of First floor' })).toBeNull();
    expect(api.callsTo('POST /ProjectSchedule/projectschedulelocationupsert')[0]?.body).toMatchObject({
      RowVersion: 3,
      Location: { Address1: '1 Main St', CountryCode: 'US' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByTestId('schedule-location')).toHaveTextContent('Ship to: 5 Dock St, Halifax NS, CA'),
    );
    expect(reads).toBe(2);
  });
});
